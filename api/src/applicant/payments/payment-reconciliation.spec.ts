// An order approved at PayPal whose capture the browser never asked for (closed between approval
// and return) is captured without it, by the scheduled reconciliation job on two API instances and by PayPal's
// verified webhooks: the application is paid and its receipt e-mailed exactly once. Orders that no longer match
// their application, or that nobody approved, are voided. Over HTTP against the real database, the PayPal sandbox
// and an SMTP sink.
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { PAYMENT_MESSAGES } from '@evisa/contracts';
import { startSmtpSink, type SmtpSink } from '../../platform/notifications/testing/smtp-sink';
import { startSecurityApp, type SecurityApp } from '../../platform/security/security-app';
import type { ApiSession } from '../../platform/testing/api-session';
import { paypalSandboxEnv, type TestApp } from '../../platform/testing/test-app';
import { PaymentReconciliation } from './payment-reconciliation.service';
import { CONSENT, callSandbox, completeApplication, decideInSandbox, openDatabase, registerSandboxWebhook, setSandboxHooks } from './testing/payment-fixtures';

const INTERVAL_MS = 200;
const SETTLED_AFTER_MS = 1000;
const SANDBOX = { ...paypalSandboxEnv(), RATE_LIMIT_ENABLED: 'false', MAIL_OUTBOX_INTERVAL_MS: String(INTERVAL_MS), MAIL_RETRY_BASE_MS: '50' };

/** The helpers of the payment specs take a TestApp: the same API, with its HTTP server named. */
const asTestApp = (app: SecurityApp): TestApp => ({ ...app, server: app.nest.getHttpServer() as Server });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

describe('approved orders settled without the browser (HTTP, real database, PayPal sandbox, SMTP sink)', () => {
  let sink: SmtpSink;
  const instances: SecurityApp[] = [];
  let app: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    const database = `reconcile_${randomBytes(6).toString('hex')}`;
    const job = { PAYMENT_RECONCILE_INTERVAL_MS: String(INTERVAL_MS), PAYMENT_RECONCILE_AFTER_MS: String(SETTLED_AFTER_MS), SMTP_PORT: String(sink.port) };
    const first = await startSecurityApp({ database, env: { ...SANDBOX, ...job, INSTANCE_ID: 'api-a' } });
    const second = await startSecurityApp({ database, env: { ...SANDBOX, ...job, INSTANCE_ID: 'api-b' } });
    instances.push(first, second);
    app = asTestApp(first);
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await sink?.stop();
  });

  /** An application whose owner created an order and approved it at PayPal, then closed the browser. */
  async function approvedThenClosed(on: TestApp = app) {
    const { id, email, session } = await completeApplication(on);
    const orderID = await createOrder(session, id);
    expect((await decideInSandbox(on, orderID, 'approve')).status).toBe(303);
    return { id, email, session, orderID };
  }
  async function createOrder(session: ApiSession, id: string): Promise<string> {
    const created = await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT);
    expect(created.status).toBe(200);
    return created.body.data.orderID;
  }
  async function stored(on: TestApp, id: string, orderID: string) {
    const { db, close } = await openDatabase(on);
    try {
      return {
        application: (await db.collection('applications').findOne({ _id: id as never }))!,
        payment: (await db.collection('payments').findOne({ _id: orderID as never }))!,
        confirmations: await db.collection('emails').countDocuments({ template: 'paymentConfirmation', applicationId: id }),
      };
    } finally {
      await close();
    }
  }
  /** The receipts that reached the applicant, after the outbox had time to send any second one. */
  async function receiptsTo(email: string) {
    const sent = () => sink.mails.filter((mail) => mail.to.includes(email) && /payment/i.test(mail.subject));
    await until(async () => sent().length, (count) => count > 0);
    await new Promise((resolve) => setTimeout(resolve, 5 * INTERVAL_MS));
    return sent();
  }

  it('captures an approved order the browser never captured, once, with the job running on two instances', async () => {
    const { id, email, session, orderID } = await approvedThenClosed();
    // Left to the browser at first: the job waits PAYMENT_RECONCILE_AFTER_MS.
    expect((await stored(app, id, orderID)).payment.status).toBe('created');

    const paid = await until(() => stored(app, id, orderID), (now) => now.application.status === 'paid', 20_000);
    expect(paid.payment).toMatchObject({ status: 'completed', capturedAmount: { value: paid.application.amountToPay.total.toFixed(2), currency: 'USD' } });
    expect(await receiptsTo(email)).toHaveLength(1);

    // Both instances reconciling it again at the same moment change nothing and send nothing.
    const again = await Promise.all(instances.map((instance) => instance.nest.get(PaymentReconciliation).reconcile(orderID)));
    expect(again).toEqual(['completed', 'completed']);
    // The browser coming back late gets its receipt, for the same capture.
    const late = await session.post(`/payments/capture-paypal-order?applicationId=${id}`, { orderID, language: 'en' });
    expect(late).toMatchObject({ status: 200, body: { data: { orderId: orderID, transactionId: paid.payment.captureId } } });
    expect(await stored(app, id, orderID)).toMatchObject({ payment: { captureId: paid.payment.captureId }, confirmations: 1 });
    expect(await receiptsTo(email)).toHaveLength(1);
  });

  it('settles several approved orders once each when both instances reconcile at the same moment', async () => {
    const orders = await Promise.all([approvedThenClosed(), approvedThenClosed(), approvedThenClosed()]);
    await new Promise((resolve) => setTimeout(resolve, SETTLED_AFTER_MS));
    const jobs = instances.map((instance) => instance.nest.get(PaymentReconciliation));
    await Promise.all([...jobs, ...jobs].map((job) => job.reconcileDue(0)));
    for (const { id, email, orderID } of orders) {
      expect(await stored(app, id, orderID)).toMatchObject({ application: { status: 'paid' }, payment: { status: 'completed' }, confirmations: 1 });
      expect(await receiptsTo(email)).toHaveLength(1);
    }
  });

  it('voids an approved order whose application changed its priced choices since, and takes no money', async () => {
    const { id, email, orderID } = await approvedThenClosed();
    const { db, close } = await openDatabase(app);
    try {
      await db.collection('applications').updateOne({ _id: id as never }, { $set: { applicationType: 'urgent' } });
    } finally {
      await close();
    }
    const settled = await until(() => stored(app, id, orderID), (now) => now.payment.status !== 'created', 20_000);
    expect(settled.payment).toMatchObject({ status: 'void', voidReason: 'choicesChanged' });
    expect(settled.payment.captureId).toBeUndefined();
    expect(settled.application.status).toBe('awaiting_payment');
    expect(sink.mails.filter((mail) => mail.to.includes(email) && /payment/i.test(mail.subject))).toEqual([]);
  });

  it('completes a capture PayPal reported pending once PayPal has cleared it', async () => {
    const { id, email, session, orderID } = await approvedThenClosed();
    await setSandboxHooks(app, orderID, { capturePending: true });
    const captured = await session.post(`/payments/capture-paypal-order?applicationId=${id}`, { orderID, language: 'en' });
    expect(captured).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.pending } });
    await new Promise((resolve) => setTimeout(resolve, SETTLED_AFTER_MS + 3 * INTERVAL_MS));
    // Still clearing at PayPal: the job leaves it pending.
    expect(await stored(app, id, orderID)).toMatchObject({ application: { status: 'awaiting_payment' }, payment: { status: 'pending' }, confirmations: 0 });

    await setSandboxHooks(app, orderID, {});
    const paid = await until(() => stored(app, id, orderID), (now) => now.application.status === 'paid', 20_000);
    expect(paid).toMatchObject({ payment: { status: 'completed' }, confirmations: 1 });
    expect(await receiptsTo(email)).toHaveLength(1);
  });

  it('refunds an order PayPal captured for an application paid by another order meanwhile', async () => {
    const { id, orderID } = await approvedThenClosed();
    // The applicant's capture reached PayPal; its answer never reached the server. Another order paid meanwhile.
    expect((await callSandbox(app, 'POST', `/v2/checkout/orders/${orderID}/capture`)).status).toBe(201);
    const { db, close } = await openDatabase(app);
    try {
      await db.collection('applications').updateOne({ _id: id as never }, { $set: { status: 'paid', paidAt: new Date() } });
    } finally {
      await close();
    }

    const settled = await until(() => stored(app, id, orderID), (now) => now.payment.status !== 'created', 20_000);
    expect(settled).toMatchObject({ payment: { status: 'refunded', voidReason: 'superseded', refund: { status: 'COMPLETED' } }, confirmations: 0 });
    const atPaypal = (await (await callSandbox(app, 'GET', `/v2/checkout/orders/${orderID}`)).json()) as { purchase_units: { payments: { captures: { status: string }[] } }[] };
    expect(atPaypal.purchase_units[0].payments.captures[0].status).toBe('REFUNDED');
  });

  it('voids an order nobody approved within three hours, and leaves a younger one to its applicant', async () => {
    const { id, session } = await completeApplication(app);
    const orderID = await createOrder(session, id);
    const reconciliation = instances[0].nest.get(PaymentReconciliation);
    expect(await reconciliation.reconcile(orderID, new Date(Date.now() + 2 * 3_600_000))).toBe('created');
    expect(await reconciliation.reconcile(orderID, new Date(Date.now() + 4 * 3_600_000))).toBe('void');
    expect((await stored(app, id, orderID)).payment).toMatchObject({ status: 'void', voidReason: 'abandoned' });
  });

  it('refuses PayPal webhooks while no webhook id is configured', async () => {
    const answer = await fetch(`${app.url}/payments/paypal-webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: 'X' } }) });
    expect(answer.status).toBe(404);
  });
});

describe('PayPal webhooks (HTTP, real database, PayPal sandbox, SMTP sink)', () => {
  const WEBHOOK = { PAYPAL_WEBHOOK_ID: 'WH-SANDBOX-TEST', PAYMENT_RECONCILE_AFTER_MS: '86400000' };
  let sink: SmtpSink;
  /** The sandbox sends it webhooks (its client id has one); the job is not what settles orders here: it would wait a day. */
  let notified: SecurityApp;
  /** The sandbox sends it none: an approved order stays uncaptured until something settles it. */
  let quiet: SecurityApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    const clientId = `webhooks-${randomBytes(6).toString('hex')}`;
    notified = await startSecurityApp({ env: { ...SANDBOX, ...paypalSandboxEnv(clientId), ...WEBHOOK, SMTP_PORT: String(sink.port) } });
    await registerSandboxWebhook(notified, WEBHOOK.PAYPAL_WEBHOOK_ID);
    quiet = await startSecurityApp({ env: { ...SANDBOX, ...WEBHOOK, SMTP_PORT: String(sink.port) } });
  });
  afterAll(async () => {
    await Promise.all([notified, quiet].map((instance) => instance?.close()));
    await sink?.stop();
  });

  const paymentOf = async (on: TestApp, orderID: string) => {
    const { db, close } = await openDatabase(on);
    try {
      return await db.collection('payments').findOne({ _id: orderID as never });
    } finally {
      await close();
    }
  };
  async function approved(on: TestApp) {
    const { id, email, session } = await completeApplication(on);
    const orderID = (await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT)).body.data.orderID as string;
    expect((await decideInSandbox(on, orderID, 'approve')).status).toBe(303);
    return { id, email, session, orderID };
  }

  it('captures an order as soon as PayPal reports its approval, receipt e-mailed once', async () => {
    const app = asTestApp(notified);
    const { id, email, session, orderID } = await approved(app);
    const payment = await until(() => paymentOf(app, orderID), (now) => now?.status === 'completed');
    expect(payment).toMatchObject({ status: 'completed', capturedAmount: { currency: 'USD' } });
    // The browser that does come back gets the same receipt; nothing is captured or sent twice.
    const captured = await session.post(`/payments/capture-paypal-order?applicationId=${id}`, { orderID, language: 'en' });
    expect(captured).toMatchObject({ status: 200, body: { data: { orderId: orderID, transactionId: payment!.captureId } } });
    await until(async () => sink.mails.filter((mail) => mail.to.includes(email)).length, (count) => count > 0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.mails.filter((mail) => mail.to.includes(email) && /payment/i.test(mail.subject))).toHaveLength(1);
  });

  it('refuses an event PayPal did not sign, and does nothing with it', async () => {
    const app = asTestApp(quiet);
    const { orderID } = await approved(app);
    const event = { id: 'WH-FORGED', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: orderID, status: 'APPROVED' } };
    const headers = {
      'PayPal-Auth-Algo': 'SHA256withRSA',
      'PayPal-Cert-Url': 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
      'PayPal-Transmission-Id': 'b2384410-f8d2-11e9-8a62-1b2f3b0e1b1c',
      'PayPal-Transmission-Sig': Buffer.from('forged').toString('base64'),
      'PayPal-Transmission-Time': new Date().toISOString(),
    };
    const send = (sent: Record<string, string>) =>
      fetch(`${app.url}/payments/paypal-webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...sent }, body: JSON.stringify(event) });
    expect((await send(headers)).status).toBe(400);
    const { 'PayPal-Transmission-Sig': _signature, ...unsigned } = headers;
    expect((await send(unsigned)).status).toBe(400);
    expect(await paymentOf(app, orderID)).toMatchObject({ status: 'created' });
    // The order was there to take: settling it captures it.
    expect(await quiet.nest.get(PaymentReconciliation).reconcile(orderID)).toBe('completed');
  });
});
