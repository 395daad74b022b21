import { screen, within } from '@testing-library/react';
import { renderScreen } from '../testing/render-screen';
import { ID, summaryOf } from '../testing/records';
import { ok, stubApi } from '@evisa/api-client/testing';
import { DEFAULT_SITE_CONFIG } from '@evisa/ui';
import ConfirmationScreen from './confirmation';

const show = () => renderScreen(<ConfirmationScreen />, { path: `/Payment/${ID}/confirmation`, route: '/Payment/:id/confirmation' });
const RECEIPT = {
  orderId: 'ORDER1',
  transactionId: 'CAPTURE9',
  governmentFee: 25,
  serviceFee: 89,
  total: 114,
  currency: 'USD',
  paidAt: '2025-06-16T08:05:00.000Z',
  travellers: [{ uniqueId: ID, givenName: 'Anna', surname: 'Smith', governmentFee: 25, serviceFee: 89, total: 114 }],
};

describe('Confirmation', () => {
  it('shows the reference, what happens next, the processing time and a receipt', async () => {
    stubApi({ 'GET /payments/summary': ok(summaryOf({ status: 'paid', receipt: RECEIPT })) });
    await show();
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    expect(screen.getAllByText(ID).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByText(/Processing time for Urgent applications: 48 to 72 business hours/)).toBeInTheDocument();
    expect(screen.getByText(/sent to anna.smith@example.com/)).toBeInTheDocument();
    for (const text of ['$25.00', '$89.00', '$114.00', '16/06/2025 08:05 UTC', 'CAPTURE9', 'Anna Smith', 'e-Tourist Visa, 30 days (double entry)']) {
      expect(within(receipt).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
    // The status of this application, open in this browser: no number and date of birth to type again.
    expect(screen.getByRole('link', { name: 'Check your application status' })).toHaveAttribute('href', `/status?application=${ID}`);
  });

  it("names on the receipt who provides the service: the agency's legal name, address and registration", async () => {
    stubApi({ 'GET /payments/summary': ok(summaryOf({ status: 'paid', receipt: RECEIPT })) });
    const agency = { ...DEFAULT_SITE_CONFIG.agency, legalName: 'Visa Agency Ltd', postalAddress: '10 High Street, London', registrationNumber: '01234567' };
    await renderScreen(<ConfirmationScreen />, { path: `/Payment/${ID}/confirmation`, route: '/Payment/:id/confirmation', config: { ...DEFAULT_SITE_CONFIG, agency } });
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    expect(receipt).toHaveTextContent('Visa Agency Ltd, 10 High Street, London. Company registration number: 01234567.');
  });

  it('sends an unpaid application back to the payment page', async () => {
    stubApi({ 'GET /payments/summary': ok(summaryOf()) });
    await show();
    expect(await screen.findByText('This application has not been paid yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to payment' })).toHaveAttribute('href', `/Payment/${ID}`);
  });

  it('shows the stage the application has reached, since when, and what happens next', async () => {
    stubApi({ 'GET /payments/summary': ok(summaryOf({ status: 'paid', receipt: RECEIPT, stage: { stage: 'submitted', at: '2025-06-18T09:00:00.000Z' } })) });
    await show();
    const stage = await screen.findByRole('region', { name: 'Where your application stands' });
    expect(within(stage).getByText('Submitted to the government')).toBeInTheDocument();
    expect(within(stage).getByText('Since 18/06/2025')).toBeInTheDocument();
    expect(stage).toHaveTextContent('Your application has been submitted to the Government of India.');
    expect(within(stage).queryByRole('link')).toBeNull();
  });
});
