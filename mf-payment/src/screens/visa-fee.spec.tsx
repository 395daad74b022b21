import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../testing/render-screen';
import { ID } from '../testing/records';
import { failed, ok, stubApi } from '../testing/stub-api';
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

  it("shows the server's err in a toast when the lookup fails (spec 8)", async () => {
    stubApi({ 'POST /visaapplication/findApplication': failed(404, 'We could not find an application with that number and date of birth.') });
    await show();
    await lookUp(ID, '1990-05-20');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find an application with that number and date of birth.');
    expect(screen.getByRole('heading', { level: 1, name: 'Application Details' })).toBeInTheDocument();
  });
});
