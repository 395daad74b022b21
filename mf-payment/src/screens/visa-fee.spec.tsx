import { MESSAGES } from '@evisa/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../testing/render-screen';
import { ID } from '../testing/records';
import { failed, ok, stubApi } from '@evisa/api-client/testing';
import VisaFeeScreen from './visa-fee';
import { enterDate } from '@evisa/ui/testing';

const show = () => renderScreen(<VisaFeeScreen />, { path: '/visa-fee', route: '/visa-fee' });

async function lookUp(applicationId: string, dateOfBirth: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /Enter your Application Number/ }), applicationId);
  enterDate(/Date of birth/, dateOfBirth);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('Visa fee', () => {
  it('requires the application number and date of birth', async () => {
    const api = stubApi({});
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(api.calls).toHaveLength(0);
  });

  it('goes to the payment page of the application found', async () => {
    const api = stubApi({ 'POST /visaapplication/findApplication': ok({ uniqueId: ID, status: 'draft' }) });
    await show();
    await lookUp(ID.toLowerCase(), '1990-05-20');
    expect(await screen.findByRole('heading', { level: 1, name: `Navigated to /Payment/${ID}` })).toBeInTheDocument();
    expect(api.calls[0].body).toEqual({ applicationId: ID.toLowerCase(), dateOfBirth: '1990-05-20' });
  });

  it("says on the page, under the number, and in a toast (spec 8) that no application matches", async () => {
    stubApi({ 'POST /visaapplication/findApplication': failed(404, MESSAGES.applicationNotFound) });
    await show();
    await lookUp(ID, '1990-05-20');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.applicationNotFound);
    // The toast goes; the page keeps saying it.
    expect(screen.getByRole('textbox', { name: /Enter your Application Number/ })).toHaveAccessibleDescription(`Error: ${MESSAGES.applicationNotFound}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Application Details' })).toBeInTheDocument();
  });

  it('says on the page that the connection was lost and that nothing typed was lost', async () => {
    stubApi({
      'POST /visaapplication/findApplication': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await show();
    await lookUp(ID, '1990-05-20');
    const panel = await screen.findByText(MESSAGES.connectionLost, { selector: '.lookup-form__failure p' });
    expect(panel.parentElement).toHaveTextContent('What you typed is still here');
    expect(screen.getByRole('textbox', { name: /Enter your Application Number/ })).toHaveValue(ID);
  });
});
