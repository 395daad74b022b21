import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../testing/render-screen';
import { completeRecord, ID, summaryOf } from '../testing/records';
import { TRAVELLER_2, TRAVELLER_3 } from '@evisa/contracts/testing';
import { ok, stubApi } from '@evisa/api-client/testing';
import ConfirmationScreen from '../screens/confirmation';
import PreviewScreen from '../screens/preview';

jest.setTimeout(20_000);

const LEAD = 'IN0LEADLEADLD1';
const showPreview = () => renderScreen(<PreviewScreen />, { path: `/Preview/${ID}`, route: '/Preview/:id' });

describe('Several travellers on Preview and the confirmation', () => {
  it('offers, from Preview, to add another traveller to the order', async () => {
    stubApi({ 'GET /visaapplication/application': ok(completeRecord()) });
    await showPreview();
    const entry = await screen.findByRole('region', { name: 'Travelling with others?' });
    expect(within(entry).getByRole('link', { name: 'Add another traveller' })).toHaveAttribute('href', `/order/${ID}/traveller`);
    expect(within(entry).queryByRole('link', { name: 'See your order' })).not.toBeInTheDocument();
  });

  it("sends a traveller of an order from Preview to the order page, where everyone is paid for together", async () => {
    stubApi({ 'GET /visaapplication/application': ok(completeRecord({ orderLeadId: LEAD })) });
    await showPreview();
    const entry = await screen.findByRole('region', { name: 'Travelling with others?' });
    expect(within(entry).getByRole('link', { name: 'Add another traveller' })).toHaveAttribute('href', `/order/${LEAD}/traveller`);
    expect(within(entry).getByRole('link', { name: 'See your order' })).toHaveAttribute('href', `/order/${LEAD}`);
    await userEvent.click(screen.getByRole('button', { name: 'Verified and Continue' }));
    expect(await screen.findByRole('heading', { name: `Navigated to /order/${LEAD}` })).toBeInTheDocument();
  });

  it('offers no new traveller on the Preview of a paid application', async () => {
    stubApi({ 'GET /visaapplication/application': ok(completeRecord({ status: 'paid' })) });
    await showPreview();
    expect(await screen.findByRole('region', { name: 'Applicant Details' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add another traveller' })).not.toBeInTheDocument();
  });

  it("lists each traveller the payment covered and their fee on the receipt", async () => {
    const line = (uniqueId: string, givenName: string, governmentFee: number) => ({ uniqueId, givenName, surname: 'Smith', governmentFee, serviceFee: 89, total: governmentFee + 89 });
    const receipt = {
      orderId: 'ORDER1',
      transactionId: 'CAPTURE9',
      governmentFee: 185,
      serviceFee: 267,
      total: 452,
      currency: 'USD',
      paidAt: '2025-06-16T08:05:00.000Z',
      travellers: [line(ID, 'Anna', 80), line(TRAVELLER_2, 'Ben', 80), line(TRAVELLER_3, 'Cara', 25)],
    };
    stubApi({ 'GET /payments/summary': ok(summaryOf({ status: 'paid', receipt })) });
    await renderScreen(<ConfirmationScreen />, { path: `/Payment/${ID}/confirmation`, route: '/Payment/:id/confirmation' });
    const region = await screen.findByRole('region', { name: 'Receipt' });
    const table = await within(region).findByRole('table', { name: 'Travellers paid for (3)' });
    expect(within(table).getByRole('row', { name: `Anna Smith ${ID} $169.00` })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: `Ben Smith ${TRAVELLER_2} $169.00` })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: `Cara Smith ${TRAVELLER_3} $114.00` })).toBeInTheDocument();
    expect(region).toHaveTextContent('$452.00');
    // The lead is named as the one who paid, not as the applicant of every fee.
    expect(within(region).getByText('Paid by', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Anna Smith');
    expect(within(region).queryByText('Applicant', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('keeps the receipt of an application paid alone as it was, without a travellers table', async () => {
    const receipt = { orderId: 'ORDER1', transactionId: 'CAPTURE9', governmentFee: 25, serviceFee: 89, total: 114, currency: 'USD', paidAt: '2025-06-16T08:05:00.000Z', travellers: [] };
    stubApi({ 'GET /payments/summary': ok(summaryOf({ status: 'paid', receipt })) });
    await renderScreen(<ConfirmationScreen />, { path: `/Payment/${ID}/confirmation`, route: '/Payment/:id/confirmation' });
    const region = await screen.findByRole('region', { name: 'Receipt' });
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
  });
});
