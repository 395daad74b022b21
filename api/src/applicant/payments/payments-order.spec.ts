import { VALID_STEP1 } from '@evisa/contracts/testing';
import { startSmtpSink } from '../../platform/notifications/testing/smtp-sink';
import { ApiSession } from '../../platform/testing/api-session';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { CONSENT, callSandbox, completeApplication, daysFromToday, decideInSandbox, openDatabase, payOnce } from './testing/payment-fixtures';

describe('payments: order creation and capture (HTTP, real database, local PayPal sandbox)', () => {
  let app: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp({ SMTP_PORT: String(sink.port), SITE_URL: 'http://localhost:4999' });
  });
  afterAll(async () => {
    await app?.close();
    await sink?.stop();
  });

  async function sandboxOrder(orderId: string) {
    const answer = await callSandbox(app, 'GET', `/v2/checkout/orders/${orderId}`);
    return answer.json() as Promise<{ purchase_units: { reference_id: string; custom_id: string; amount: unknown }[] }>;
  }

  it('creates a PayPal order for the fee of the server schedule, bound to the application', async () => {
    const { id, session } = await completeApplication(app);
    const summary = await session.get(`/payments/summary?applicationId=${id}`);
    expect(summary.body.data).toMatchObject({ status: 'draft', arrivalTooSoon: false, attemptsLeft: 3, receipt: null });
    const quote = summary.body.data.amountToPay;
    expect(quote).toMatchObject({ serviceFee: 49, currency: 'USD' });

    const created = await session.post(`/payments/create-paypal-order?applicationId=${id}`, { ...CONSENT, amount: '1.00' });
    expect(created.status).toBe(400); // the client never sends an amount: any body field is refused

    const ok = await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 200, data: { orderID: expect.stringMatching(/^[A-Z0-9]{17}$/) } });
    const order = await sandboxOrder(ok.body.data.orderID);
    expect(order.purchase_units[0]).toMatchObject({
      reference_id: id,
      custom_id: id,
      amount: { currency_code: 'USD', value: quote.total.toFixed(2) },
    });
    expect((await session.get(`/payments/summary?applicationId=${id}`)).body.data.status).toBe('awaiting_payment');
  });

  it('refuses an order to a browser without access, for an incomplete application, and for an arrival under 4 days away', async () => {
    const { id } = await completeApplication(app);
    expect((await new ApiSession(app.url).post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT)).status).toBe(403);

    const incomplete = await completeApplication(app, { completedSteps: ['step1', 'step2'] });
    const refused = await incomplete.session.post(`/payments/create-paypal-order?applicationId=${incomplete.id}`, CONSENT);
    expect(refused.status).toBe(409);

    const soon = await completeApplication(app, { expectedArrival: daysFromToday(3) });
    const summary = await soon.session.get(`/payments/summary?applicationId=${soon.id}`);
    expect(summary.body.data).toMatchObject({ arrivalTooSoon: true, minDaysBeforeArrival: 4 });
    const tooSoon = await soon.session.post(`/payments/create-paypal-order?applicationId=${soon.id}`, CONSENT);
    expect(tooSoon.status).toBe(422);
    expect(tooSoon.body.errors).toHaveProperty('expectedArrival');

    const fourDays = await completeApplication(app, { expectedArrival: daysFromToday(4) });
    expect((await fourDays.session.post(`/payments/create-paypal-order?applicationId=${fourDays.id}`, CONSENT)).status).toBe(200);
  });

  it('captures an approved order, verifies it and marks the application paid; it cannot be paid again', async () => {
    const { id, session } = await completeApplication(app);
    const created = await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT);
    const orderID = created.body.data.orderID;
    const approved = await decideInSandbox(app, orderID, 'approve');
    expect(approved.status).toBe(303);
    expect(approved.location).toBe(`http://localhost:4999/Payment/${id}?token=${orderID}&PayerID=SANDBOXPAYER01`);

    const captured = await session.post(`/payments/capture-paypal-order?applicationId=${id}`, { orderID, language: 'en' });
    expect(captured.status).toBe(200);
    expect(captured.body.data).toMatchObject({ orderId: orderID, transactionId: expect.stringMatching(/^[A-Z0-9]{17}$/), currency: 'USD' });

    const summary = (await session.get(`/payments/summary?applicationId=${id}`)).body.data;
    expect(summary).toMatchObject({ status: 'paid', receipt: captured.body.data, failedPaymentAttempts: 0 });
    expect((await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT)).status).toBe(409);
  });

  it('refuses to capture an order of another application', async () => {
    const first = await completeApplication(app);
    const second = await completeApplication(app);
    const { orderID } = (await first.session.post(`/payments/create-paypal-order?applicationId=${first.id}`, CONSENT)).body.data;
    await decideInSandbox(app, orderID, 'approve');
    const stolen = await second.session.post(`/payments/capture-paypal-order?applicationId=${second.id}`, { orderID });
    expect(stolen.status).toBe(404);
    expect((await second.session.get(`/payments/summary?applicationId=${second.id}`)).body.data.status).toBe('draft');
  });

  it('records one payment and sends one e-mail for a replayed and a doubled concurrent capture', async () => {
    const { id, email, session } = await completeApplication(app);
    const { orderID } = (await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT)).body.data;
    await decideInSandbox(app, orderID, 'approve');
    const capture = () => session.post(`/payments/capture-paypal-order?applicationId=${id}`, { orderID });
    const [a, b] = await Promise.all([capture(), capture()]);
    const replay = await capture();
    expect([a.status, b.status, replay.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.data.transactionId, b.body.data.transactionId, replay.body.data.transactionId]).size).toBe(1);

    await sink.waitFor(email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.mails.filter((mail) => mail.to.includes(email))).toHaveLength(1);
    const { db, close } = await openDatabase(app);
    try {
      expect(await db.collection('payments').countDocuments({ applicationId: id, status: 'completed' })).toBe(1);
      expect(await db.collection('emails').countDocuments({ applicationId: id })).toBe(1);
    } finally {
      await close();
    }
  });

  it('refuses every order without PayPal credentials (502), and records no payment', async () => {
    const unconfigured = await startTestApp({ PAYPAL_CLIENT_ID: '', PAYPAL_CLIENT_SECRET: '', PAYPAL_BASE_URL: '' });
    try {
      const { id, session } = await completeApplication(unconfigured);
      expect((await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT)).status).toBe(502);
      const { db, close } = await openDatabase(unconfigured);
      try {
        expect(await db.collection('payments').countDocuments()).toBe(0);
      } finally {
        await close();
      }
    } finally {
      await unconfigured.close();
    }
  });

  it('refuses changes to any step once the application is paid', async () => {
    const { id, session } = await completeApplication(app);
    const { captured } = await payOnce(app, session, id, 'approve');
    expect(captured.status).toBe(200);
    const edit = await session.patch(`/visaapplication/applicationSubmitStep1?applicationId=${id}`, {
      ...VALID_STEP1,
      expectedArrival: daysFromToday(40),
    });
    expect(edit.status).toBe(409);
    expect((await session.get(`/visaapplication/application?applicationId=${id}`)).body.data.expectedArrival).toBe(daysFromToday(30));
  });
});
