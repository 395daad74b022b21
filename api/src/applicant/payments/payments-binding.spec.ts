import { PAYMENT_MESSAGES } from '@evisa/contracts';
import { VALID_STEP1 } from '@evisa/contracts/testing';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import type { ApiSession } from '../../platform/testing/api-session';
import { CONSENT, callSandbox, completeApplication, daysFromToday, decideInSandbox, openDatabase, setSandboxHooks } from './testing/payment-fixtures';

/**
 * An order pays for the application as it was when the order was made (amount, currency, fee
 * schedule version, priced choices) and for nothing else, over HTTP against the real database and the sandbox.
 */
describe('payments: an order is bound to what it pays for', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SITE_URL: 'http://localhost:4999' });
  });
  afterAll(() => app?.close());

  const step1 = (session: ApiSession, id: string, changes: Record<string, unknown>) =>
    session.patch(`/visaapplication/applicationSubmitStep1?applicationId=${id}`, { ...VALID_STEP1, expectedArrival: daysFromToday(30), ...changes });

  async function stored(id: string) {
    const { db, close } = await openDatabase(app);
    try {
      return {
        application: await db.collection('applications').findOne({ _id: id as never }),
        payments: await db.collection('payments').find({ applicationId: id }).toArray(),
      };
    } finally {
      await close();
    }
  }

  /** The sandbox's own view of an order: whether PayPal took (and gave back) the money. */
  async function sandboxCapture(orderId: string) {
    const order = (await (await callSandbox(app, 'GET', `/v2/checkout/orders/${orderId}`)).json()) as {
      status: string;
      purchase_units: { payments?: { captures: { status: string }[] } }[];
    };
    return { orderStatus: order.status, capture: order.purchase_units[0].payments?.captures[0]?.status };
  }

  it('stores the amount, currency, schedule version and the fingerprint of the priced choices with the order', async () => {
    const { id, session } = await completeApplication(app);
    const { orderID } = (await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT)).body.data;
    const [payment] = (await stored(id)).payments;
    expect(payment).toMatchObject({
      _id: orderID,
      status: 'created',
      quote: { total: 74, currency: 'USD', scheduleVersion: expect.any(String) },
      pricedChoices: { visaService: 'tourist', serviceSubCategory: '30D', applicationType: 'normal', nationality: 'GB' },
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    // A newer order voids the open one: only the newest can be captured.
    const newer = (await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT)).body.data.orderID;
    await decideInSandbox(app, orderID, 'approve');
    const old = await session.post(`/payments/capture-paypal-order?applicationId=${id}`, { orderID });
    expect(old.status).toBe(409);
    expect(old.body.err).toBe(PAYMENT_MESSAGES.orderChanged);
    const statuses = Object.fromEntries((await stored(id)).payments.map((p) => [p._id, p.status]));
    expect(statuses).toEqual({ [orderID]: 'void', [newer]: 'created' });
  });

  it('pay cheap, get expensive: an order for 30 days is refused after step 1 changes to 5 years, and no money is taken', async () => {
    const { id, session } = await completeApplication(app);
    const { orderID } = (await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT)).body.data;
    expect((await step1(session, id, { serviceSubCategory: '5YR' })).status).toBe(200);
    await decideInSandbox(app, orderID, 'approve');

    const captured = await session.post(`/payments/capture-paypal-order?applicationId=${id}`, { orderID, language: 'en' });
    expect(captured.status).toBe(409);
    expect(captured.body.err).toBe(PAYMENT_MESSAGES.orderChanged);
    const after = await stored(id);
    expect(after.application).toMatchObject({ status: 'awaiting_payment', serviceSubCategory: '5YR', failedPaymentAttempts: 0 });
    expect(after.payments[0]).toMatchObject({ status: 'void', voidReason: 'choicesChanged' });
    expect(await sandboxCapture(orderID)).toEqual({ orderStatus: 'APPROVED', capture: undefined });
    // A replay is refused the same way; a new order is for the new price.
    expect((await session.post(`/payments/capture-paypal-order?applicationId=${id}`, { orderID })).status).toBe(409);
    const renewed = (await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT)).body.data.orderID;
    expect((await stored(id)).payments.find((p) => p._id === renewed)).toMatchObject({ quote: { total: 129 } });
  });

  it('refuses the old order once a change to e-Business reopened step 4, and leaves the application unpaid', async () => {
    const { id, session } = await completeApplication(app);
    const { orderID } = (await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT)).body.data;
    const changed = await step1(session, id, { visaService: 'business', serviceSubCategory: 'businessMeetings', serviceSubCat_subCategory: '' });
    expect(changed.status).toBe(200);
    expect((await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT)).status).toBe(409);
    await decideInSandbox(app, orderID, 'approve');

    const captured = await session.post(`/payments/capture-paypal-order?applicationId=${id}`, { orderID });
    expect(captured.status).toBe(409);
    expect(captured.body.err).toBe(PAYMENT_MESSAGES.orderChanged);
    const after = await stored(id);
    expect(after.application?.status).not.toBe('paid');
    expect(after.payments.find((p) => p._id === orderID)).toMatchObject({ status: 'void', voidReason: 'incomplete' });
    expect((await sandboxCapture(orderID)).capture).toBeUndefined();
  });

  it('refunds through PayPal when the application changes while the money is being taken', async () => {
    const { id, session } = await completeApplication(app);
    const { orderID } = (await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT)).body.data;
    await decideInSandbox(app, orderID, 'approve');
    await setSandboxHooks(app, orderID, { delayMs: 1500 });

    // The capture passes the check, PayPal takes the money slowly, and step 1 changes meanwhile.
    const capturing = session.post(`/payments/capture-paypal-order?applicationId=${id}`, { orderID });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await step1(session, id, { serviceSubCategory: '5YR' })).status).toBe(200);
    const captured = await capturing;

    expect(captured.status).toBe(409);
    expect(captured.body.err).toBe(PAYMENT_MESSAGES.refunding);
    const after = await stored(id);
    expect(after.application).toMatchObject({ status: 'awaiting_payment', serviceSubCategory: '5YR' });
    expect(after.payments[0]).toMatchObject({ status: 'refunded', voidReason: 'choicesChanged', refund: { status: 'COMPLETED', id: expect.any(String) } });
    expect(await sandboxCapture(orderID)).toEqual({ orderStatus: 'COMPLETED', capture: 'REFUNDED' });
    // Asking again does not pay it either.
    const replay = await session.post(`/payments/capture-paypal-order?applicationId=${id}`, { orderID });
    expect(replay.body.err).toBe(PAYMENT_MESSAGES.refunding);
    expect((await stored(id)).application?.status).toBe('awaiting_payment');
  });

  it('refunds a capture of another amount than the order and says so', async () => {
    const { id, session } = await completeApplication(app);
    const { orderID } = (await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT)).body.data;
    await decideInSandbox(app, orderID, 'approve');
    await setSandboxHooks(app, orderID, { captureAmount: '1.00' });

    const captured = await session.post(`/payments/capture-paypal-order?applicationId=${id}`, { orderID });
    expect(captured.status).toBe(402);
    expect(captured.body.err).toBe(PAYMENT_MESSAGES.notVerified);
    expect((await stored(id)).payments[0]).toMatchObject({ status: 'mismatch', refund: { status: 'COMPLETED' } });
    expect((await sandboxCapture(orderID)).capture).toBe('REFUNDED');
  });
});
