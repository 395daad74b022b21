import { VALID_STEP1 } from '@evisa/contracts/testing';
import { startSmtpSink } from '../../platform/notifications/testing/smtp-sink';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { CONSENT, completeApplication, daysFromToday, decideInSandbox, payOnce, setSandboxHooks } from './testing/payment-fixtures';

describe('payments: declines, tampered captures, timeouts and blocking (HTTP, real database, sandbox)', () => {
  let app: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp({ SMTP_PORT: String(sink.port), PAYPAL_TIMEOUT_MS: '400' });
  });
  afterAll(async () => {
    await app?.close();
    await sink?.stop();
  });

  const summaryOf = async (session: Awaited<ReturnType<typeof completeApplication>>['session'], id: string) =>
    (await session.get(`/payments/summary?applicationId=${id}`)).body.data;

  it('counts a declined capture once, however often it is replayed, and then accepts a good payment', async () => {
    const { id, session } = await completeApplication(app);
    const declined = await payOnce(app, session, id, 'decline');
    expect(declined.captured.status).toBe(402);
    const replay = await session.post(`/payments/capture-paypal-order?applicationId=${id}`, { orderID: declined.orderID });
    expect(replay.status).toBe(402);
    expect(await summaryOf(session, id)).toMatchObject({ status: 'awaiting_payment', failedPaymentAttempts: 1, attemptsLeft: 2 });

    const paid = await payOnce(app, session, id, 'approve');
    expect(paid.captured.status).toBe(200);
    expect(await summaryOf(session, id)).toMatchObject({ status: 'paid', failedPaymentAttempts: 1 });
  });

  it('blocks the application id on the third failed attempt', async () => {
    const { id, session } = await completeApplication(app);
    expect((await payOnce(app, session, id, 'decline')).captured.status).toBe(402);
    expect((await payOnce(app, session, id, 'decline')).captured.status).toBe(402);
    const third = await payOnce(app, session, id, 'decline');
    expect(third.captured.status).toBe(423);
    expect(await summaryOf(session, id)).toMatchObject({ status: 'blocked', failedPaymentAttempts: 3, attemptsLeft: 0 });
    expect((await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT)).status).toBe(423);
    const edit = await session.patch(`/visaapplication/applicationSubmitStep1?applicationId=${id}`, { ...VALID_STEP1, expectedArrival: daysFromToday(40) });
    expect(edit.status).toBe(409);
  });

  it.each([
    ['amount', { captureAmount: '1.00' }],
    ['currency', { captureCurrency: 'EUR' }],
  ])('does not mark the application paid when PayPal captured another %s, and counts the attempt', async (_what, hooks) => {
    const { id, email, session } = await completeApplication(app);
    const { orderID } = (await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT)).body.data;
    await setSandboxHooks(app, orderID, hooks);
    await decideInSandbox(app, orderID, 'approve');
    const captured = await session.post(`/payments/capture-paypal-order?applicationId=${id}`, { orderID });
    expect(captured.status).toBe(402);
    expect(await summaryOf(session, id)).toMatchObject({ status: 'awaiting_payment', failedPaymentAttempts: 1, receipt: null });
    expect(sink.mails.some((mail) => mail.to.includes(email))).toBe(false);
  });

  it('tells the applicant when PayPal does not answer in time and does not count it as a failed attempt', async () => {
    const { id, session } = await completeApplication(app);
    const { orderID } = (await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT)).body.data;
    await decideInSandbox(app, orderID, 'approve');
    await setSandboxHooks(app, orderID, { delayMs: 1500 });
    const slow = await session.post(`/payments/capture-paypal-order?applicationId=${id}`, { orderID });
    expect(slow.status).toBe(504);
    expect(slow.body.err).toMatch(/did not answer in time/);
    expect(await summaryOf(session, id)).toMatchObject({ status: 'awaiting_payment', failedPaymentAttempts: 0 });

    // Retrying the capture is safe: PayPal answers the same request id with the capture it already made.
    await setSandboxHooks(app, orderID, {});
    const retried = await session.post(`/payments/capture-paypal-order?applicationId=${id}`, { orderID });
    expect(retried.status).toBe(200);
    expect(await summaryOf(session, id)).toMatchObject({ status: 'paid', failedPaymentAttempts: 0 });
  });

  it('does not count a capture of an order the applicant has not approved yet', async () => {
    const { id, session } = await completeApplication(app);
    const { orderID } = (await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT)).body.data;
    const early = await session.post(`/payments/capture-paypal-order?applicationId=${id}`, { orderID });
    expect(early.status).toBe(409);
    expect(await summaryOf(session, id)).toMatchObject({ failedPaymentAttempts: 0 });
  });
});
