import { MESSAGES } from '@evisa/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../testing/render-screen';
import { ID, summaryOf } from '../testing/records';
import { failed, ok, stubApi } from '@evisa/api-client/testing';
import StatusScreen from './status';
import { enterDate } from '@evisa/ui/testing';

async function statusOf(answer: Record<string, unknown>) {
  stubApi({ 'POST /visaapplication/findApplication': ok({ uniqueId: ID, nextStep: null, ...answer }) });
  await renderScreen(<StatusScreen />, { path: '/status', route: '/status' });
  await userEvent.type(screen.getByRole('textbox', { name: /Enter your Application Number/ }), ID);
  enterDate(/Date of birth/, '1990-05-20');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  return screen.findByRole('region', { name: `Application ${ID}` });
}

describe('Status', () => {
  it('shows at once the application this browser has open (?application=), with no form to fill', async () => {
    const api = stubApi({ 'GET /payments/summary': ok(summaryOf({ status: 'paid', stage: { stage: 'in_review', at: '2025-06-18T09:00:00.000Z' } })) });
    await renderScreen(<StatusScreen />, { path: `/status?application=${ID}`, route: '/status' });
    const result = await screen.findByRole('region', { name: `Application ${ID}` });
    expect(within(result).getByRole('region', { name: 'Where your application stands' })).toHaveTextContent('Since 18/06/2025');
    expect(api.last('GET', '/payments/summary')?.query.get('applicationId')).toBe(ID);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the number and date of birth when this browser has not the application open', async () => {
    const api = stubApi({ 'GET /payments/summary': failed(401, 'Please enter your application number and date of birth.') });
    await renderScreen(<StatusScreen />, { path: `/status?application=${ID}`, route: '/status' });
    expect(await screen.findByRole('textbox', { name: /Enter your Application Number/ })).toHaveValue('');
    await waitFor(() => expect(api.last('GET', '/payments/summary')).toBeDefined());
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: `Application ${ID}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the step to finish, with a link to it', async () => {
    const result = await statusOf({ status: 'draft', nextStep: 'step3' });
    expect(result).toHaveTextContent('In progress');
    expect(result).toHaveTextContent('Next: finish Step 3: Address, family and occupation.');
    expect(screen.getByRole('link', { name: 'Continue your application' })).toHaveAttribute('href', `/Apply3/${ID}`);
  });

  it('asks for the payment once every step is done', async () => {
    await statusOf({ status: 'awaiting_payment' });
    expect(screen.getByRole('link', { name: 'Check and pay' })).toHaveAttribute('href', `/Preview/${ID}`);
  });

  it('says a paid application is under review, with its receipt', async () => {
    const result = await statusOf({ status: 'paid' });
    expect(result).toHaveTextContent('Paid and under review');
    expect(screen.getByRole('link', { name: 'View your receipt' })).toHaveAttribute('href', `/Payment/${ID}/confirmation`);
  });

  it('shows a paid application’s stage, since when and what happens next, with its receipt', async () => {
    const result = await statusOf({ status: 'paid', stage: { stage: 'changes_requested', at: '2025-06-17T15:30:00.000Z' } });
    const stage = within(result).getByRole('region', { name: 'Where your application stands' });
    expect(stage).toHaveTextContent('Changes requested');
    expect(stage).toHaveTextContent('Since 17/06/2025');
    expect(stage).toHaveTextContent('Please follow the link in that e-mail');
    expect(within(stage).getByRole('link', { name: 'Correct your application' })).toHaveAttribute('href', `/corrections/${ID}`);
    expect(result).not.toHaveTextContent('Paid and under review');
    expect(screen.getByRole('link', { name: 'View your receipt' })).toHaveAttribute('href', `/Payment/${ID}/confirmation`);
  });

  it('offers the granted e-Visa for download', async () => {
    const result = await statusOf({ status: 'paid', stage: { stage: 'granted', at: '2025-06-20T10:00:00.000Z' } });
    expect(result).toHaveTextContent('e-Visa granted');
    const download = within(result).getByRole('link', { name: 'Download your e-Visa (PDF)' });
    expect(download).toHaveAttribute('href', `/api/visaapplication/evisa?applicationId=${ID}`);
    expect(download).toHaveAttribute('download');
  });

  it('says a blocked application is blocked and offers a new one', async () => {
    const result = await statusOf({ status: 'blocked' });
    expect(result).toHaveTextContent('Blocked');
    expect(screen.getByRole('link', { name: 'Start a new application' })).toHaveAttribute('href', '/Apply');
  });

  it('says on the page that no application matches, and keeps saying it after the toast has gone', async () => {
    stubApi({ 'POST /visaapplication/findApplication': failed(404, MESSAGES.applicationNotFound) });
    await renderScreen(<StatusScreen />, { path: '/status', route: '/status' });
    await userEvent.type(screen.getByRole('textbox', { name: /Enter your Application Number/ }), ID);
    enterDate(/Date of birth/, '1990-05-20');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.applicationNotFound, { selector: '.field__error' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: `Application ${ID}` })).not.toBeInTheDocument();
  });
});
