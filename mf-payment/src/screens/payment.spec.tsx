import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_MESSAGES } from '@evisa/contracts';
import { browserNavigation } from '../payment/browser-navigation';
import { renderScreen } from '../testing/render-screen';
import { ID, summaryOf } from '../testing/records';
import { familyOrder, TRAVELLER_2, TRAVELLER_3 } from '@evisa/contracts/testing';
import { failed, ok, stubApi } from '@evisa/api-client/testing';
import PaymentScreen, { preload } from './payment';
import type { PaymentSummary } from '../api/payment-api';

jest.setTimeout(20_000);

const show = (search = '') => renderScreen(<PaymentScreen />, { path: `/Payment/${ID}${search}`, route: '/Payment/:id' });
const found = (summary: PaymentSummary) => ok({ uniqueId: ID, applicationType: summary.applicationType, portOfArrival: summary.portOfArrival, amountToPay: summary.amountToPay, status: summary.status, completedSteps: summary.completedSteps, nextStep: null });

function stubPayment(summary: PaymentSummary, extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({ 'GET /payments/summary': ok(summary), 'POST /visaapplication/findApplication': found(summary), ...extra });
}

describe('Payment', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the summary and the fee together, and once when the shell preloaded them before the first render', async () => {
    const api = stubPayment(summaryOf());
    const asked = () => api.calls.map((call) => `${call.method} ${call.path}`);
    preload({ id: ID });
    // Both requests are out before either answer is read.
    expect(asked()).toEqual(['GET /payments/summary', 'POST /visaapplication/findApplication']);
    // The preloaded answer reaches the screen right after its first render.
    await act(() => show());
    expect(await screen.findByText('URGENT')).toBeInTheDocument();
    expect(asked()).toHaveLength(2);
  });

  it("an order of several travellers shows each traveller's fee and the sum it pays, in place of the one application's fee", async () => {
    stubPayment(summaryOf({ order: familyOrder() }));
    await show();
    const fees = await screen.findByRole('table', { name: 'Fees of the 3 travellers' });
    expect(within(fees).getByRole('row', { name: `Anna Smith ${ID} $169.00` })).toBeInTheDocument();
    expect(within(fees).getByRole('row', { name: `Ben Smith ${TRAVELLER_2} $169.00` })).toBeInTheDocument();
    expect(within(fees).getByRole('row', { name: `Cara Smith ${TRAVELLER_3} $114.00` })).toBeInTheDocument();
    expect(within(fees).getByRole('row', { name: 'Total for the order $452.00' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'India e-Visa Fee' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with PayPal (sandbox)' })).toBeInTheDocument();
    expect(screen.queryByText(/complete every traveller's application/)).not.toBeInTheDocument();
  });

  it("says, on the lead's payment page, that every traveller must be complete first, with a link to the order", async () => {
    stubPayment(summaryOf({ order: familyOrder({ canPay: false }) }));
    await show();
    expect(await screen.findByText("Please complete every traveller's application before paying for the order.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your order' })).toHaveAttribute('href', `/order/${ID}`);
  });

  it('shows the application, the fee from the server and the texts of spec 2.14', async () => {
    stubPayment(summaryOf());
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'e-Visa Application' })).toBeInTheDocument();
    expect(screen.getByText('Online e-Visa Fee Payment')).toBeInTheDocument();
    expect(await screen.findByText('URGENT')).toBeInTheDocument();
    expect(screen.getByText('DELHI AIRPORT')).toBeInTheDocument();
    const fee = screen.getByRole('table', { name: 'India e-Visa Fee' });
    expect(within(fee).getByRole('row', { name: 'Government fee $25.00' })).toBeInTheDocument();
    expect(within(fee).getByRole('row', { name: 'Service fee $89.00' })).toBeInTheDocument();
    expect(within(fee).getByRole('row', { name: 'Total $114.00' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment notice' })).toBeInTheDocument();
    expect(screen.getByText(/blocked after three failed payment attempts/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Disclaimer' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`note down your Application ID ${ID}`))).toBeInTheDocument();
  });

  it('keeps the payment button disabled until the undertaking is ticked, then sends the applicant to PayPal', async () => {
    const api = stubPayment(summaryOf(), { 'POST /payments/create-paypal-order': ok({ orderID: 'ORDER1234567890ABC' }) });
    const goTo = jest.spyOn(browserNavigation, 'goTo').mockImplementation(() => undefined);
    await show();
    const pay = await screen.findByRole('button', { name: 'Pay with PayPal (sandbox)' });
    expect(pay).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /100% non-refundable/ }));
    expect(pay).toBeEnabled();
    await userEvent.click(pay);
    expect(goTo).toHaveBeenCalledWith('/api/sandbox/paypal/checkout?token=ORDER1234567890ABC');
    const create = api.calls.find((call) => call.path === '/payments/create-paypal-order');
    expect(create?.query.get('applicationId')).toBe(ID);
    expect(create?.body).toEqual({ agreeTerms: true, method: 'paypal' });
  });

  it('offers a debit or credit card through PayPal as well, and says which methods there are', async () => {
    const api = stubPayment(summaryOf(), { 'POST /payments/create-paypal-order': ok({ orderID: 'ORDER1234567890ABC' }) });
    const goTo = jest.spyOn(browserNavigation, 'goTo').mockImplementation(() => undefined);
    await show();
    expect(await screen.findByText(/Pay with a PayPal account, or with a debit or credit card without a PayPal account/)).toBeInTheDocument();
    expect(screen.getByText(/When you press “Pay with PayPal” or “Debit or Credit Card” you are taken to PayPal/)).toBeInTheDocument();
    expect(screen.queryByText(/Pay Later/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /100% non-refundable/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay by debit or credit card (sandbox)' }));
    expect(goTo).toHaveBeenCalledWith('/api/sandbox/paypal/checkout?token=ORDER1234567890ABC');
    expect(api.calls.find((call) => call.path === '/payments/create-paypal-order')?.body).toEqual({ agreeTerms: true, method: 'card' });
  });

  it('captures the order PayPal sends back and goes to the confirmation page', async () => {
    const api = stubPayment(summaryOf({ status: 'awaiting_payment' }), { 'POST /payments/capture-paypal-order': ok({ orderId: 'ORDER1' }) });
    await show('?token=ORDER1&PayerID=X');
    expect(await screen.findByRole('heading', { level: 1, name: `Navigated to /Payment/${ID}/confirmation` })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/payments/capture-paypal-order').map((call) => call.body)).toEqual([{ orderID: 'ORDER1', language: 'en' }]);
  });

  it('tells a declined payment and the attempts left', async () => {
    let summary = summaryOf({ status: 'awaiting_payment' });
    stubApi({
      'GET /payments/summary': () => ok(summary),
      'POST /visaapplication/findApplication': found(summary),
      'POST /payments/capture-paypal-order': () => {
        summary = { ...summary, failedPaymentAttempts: 1, attemptsLeft: 2 };
        return failed(402, 'Your payment was declined. No money was taken.');
      },
    });
    await show('?token=ORDER1');
    expect(await screen.findByText(/declined and no money was taken. You have 2 attempts left/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with PayPal (sandbox)' })).toBeDisabled();
  });

  it.each([
    [402, PAYMENT_MESSAGES.notVerified, /could not be verified, so this application has not been marked as paid. The payment is being refunded to you through PayPal. You have 3 attempts left/],
    [409, PAYMENT_MESSAGES.orderChanged, /Your application changed after this payment was started, so the payment was cancelled and no money was taken/],
    [409, PAYMENT_MESSAGES.refunding, /Your application changed while the payment was being taken, so it was not accepted. The payment is being refunded/],
  ])('tells what happened to the money after a %i answer (case %#)', async (status, err, text) => {
    stubPayment(summaryOf({ status: 'awaiting_payment' }), { 'POST /payments/capture-paypal-order': failed(status, err) });
    await show('?token=ORDER1');
    expect(await screen.findByText(text)).toBeInTheDocument();
    // Money was taken in these two cases: nothing may say otherwise.
    if (err !== PAYMENT_MESSAGES.orderChanged) expect(screen.queryByText(/no money was taken/i)).toBeNull();
  });

  it.each([
    [502, PAYMENT_MESSAGES.providerError, 'PayPal could not process the request. This attempt was not counted as a failed payment. Please try again.'],
    [422, PAYMENT_MESSAGES.arrivalTooSoon, 'Your journey is too soon to pay online'],
    [423, PAYMENT_MESSAGES.blocked, 'This application ID is blocked'],
  ])("shows the server's message of a refused order (%i) in the toast, in the applicant's words", async (status, err, text) => {
    stubPayment(summaryOf(), { 'POST /payments/create-paypal-order': failed(status, err) });
    await show();
    await userEvent.click(await screen.findByRole('checkbox', { name: /100% non-refundable/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay with PayPal (sandbox)' }));
    expect(await screen.findByText(`We could not start the payment: ${text}`)).toBeInTheDocument();
  });

  it('says a timeout was not counted as a failed attempt', async () => {
    stubPayment(summaryOf(), { 'POST /payments/capture-paypal-order': failed(504, 'PayPal did not answer in time.') });
    await show('?token=ORDER1');
    expect(await screen.findByText(/did not answer in time. This attempt was not counted/)).toBeInTheDocument();
  });

  it('refuses payment for an arrival under 4 days away and links to the arrival date', async () => {
    stubPayment(summaryOf({ arrivalTooSoon: true, expectedArrival: '2025-06-17' }));
    await show();
    expect(await screen.findByRole('heading', { name: 'Your journey is too soon to pay online' })).toBeInTheDocument();
    expect(screen.getByText(/at least 4 days before your journey date. Your expected date of arrival is 17\/06\/2025/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Correct your arrival date' })).toHaveAttribute('href', `/Apply1/${ID}?returnTo=preview`);
    expect(screen.queryByRole('button', { name: /Pay with PayPal/ })).not.toBeInTheDocument();
  });

  it('says a blocked application id is blocked and offers a new application', async () => {
    stubPayment(summaryOf({ status: 'blocked', failedPaymentAttempts: 3, attemptsLeft: 0 }));
    await show();
    expect(await screen.findByRole('heading', { name: 'This application ID is blocked' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new application' })).toHaveAttribute('href', '/Apply');
    expect(screen.queryByRole('button', { name: /Pay with PayPal/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/fee payment/)).not.toBeInTheDocument();
  });

  it('does not offer to pay an application that is already paid', async () => {
    stubPayment(summaryOf({ status: 'paid' }));
    await show();
    expect(await screen.findByRole('heading', { name: 'This application has already been paid' })).toBeInTheDocument();
    expect(screen.queryByText(/fee payment/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your receipt' })).toHaveAttribute('href', `/Payment/${ID}/confirmation`);
  });
});
