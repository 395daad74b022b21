import { MESSAGES } from '@evisa/contracts';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { CONSENT, completeApplication, decideInSandbox, openDatabase, sandboxUrl } from './testing/payment-fixtures';

/** What the create-order request carries (undertaking, method) and where PayPal returns to. */
describe('payments: the create-order request', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SITE_URL: 'http://localhost:4999', CORS_ORIGINS: 'http://localhost:4999,http://127.0.0.1:4999' });
  });
  afterAll(() => app?.close());

  it.each([
    ['no body', undefined],
    ['no undertaking', {}],
    ['the undertaking refused', { agreeTerms: false }],
  ])('refuses an order with %s, with the shared rule and its message', async (_case, body) => {
    const { id, session } = await completeApplication(app);
    const refused = await session.post(`/payments/create-paypal-order?applicationId=${id}`, body);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ agreeTerms: MESSAGES.undertakingRequired });
    expect(refused.body.errorKeys).toEqual({ agreeTerms: 'undertakingRequired' });
    expect((await session.get(`/payments/summary?applicationId=${id}`)).body.data.status).toBe('draft');
  });

  it('refuses an undertaking that is not a yes or no', async () => {
    const { id, session } = await completeApplication(app);
    expect((await session.post(`/payments/create-paypal-order?applicationId=${id}`, { agreeTerms: 'on' })).status).toBe(400);
  });

  it.each([
    ['the origin the applicant uses when it is one of the site\'s', 'http://127.0.0.1:4999', 'http://127.0.0.1:4999'],
    ['SITE_URL for an origin that is not the site\'s', 'https://evil.example', 'http://localhost:4999'],
    ['SITE_URL when the browser sends no origin', undefined, 'http://localhost:4999'],
  ])('sends the applicant back from PayPal to %s', async (_case, origin, expected) => {
    const { id, session } = await completeApplication(app);
    const created = await session.request('POST', `/payments/create-paypal-order?applicationId=${id}`, CONSENT, origin ? { Origin: origin } : {});
    expect(created.status).toBe(200);
    const { orderID } = created.body.data;
    const approved = await decideInSandbox(app, orderID, 'approve');
    expect(approved.location).toBe(`${expected}/Payment/${id}?token=${orderID}&PayerID=SANDBOXPAYER01`);
  });

  it('takes a card through PayPal as well: the sandbox imitates the card form, and the card payment is captured like any other', async () => {
    const { id, session } = await completeApplication(app);
    expect((await session.post(`/payments/create-paypal-order?applicationId=${id}`, { ...CONSENT, method: 'bitcoin' })).status).toBe(400);
    const created = await session.post(`/payments/create-paypal-order?applicationId=${id}`, { ...CONSENT, method: 'card' });
    expect(created.status).toBe(200);
    const { orderID } = created.body.data;
    const page = await (await fetch(`${sandboxUrl(app)}/checkout?token=${orderID}`)).text();
    expect(page).toContain('<h1>Pay by debit or credit card</h1>');
    expect(page).toContain('>Pay by card</button>');

    await decideInSandbox(app, orderID, 'approve');
    const captured = await session.post(`/payments/capture-paypal-order?applicationId=${id}`, { orderID });
    expect(captured.status).toBe(200);
    const { db, close } = await openDatabase(app);
    try {
      expect(await db.collection('payments').findOne({ _id: orderID as never })).toMatchObject({ method: 'card', status: 'completed' });
    } finally {
      await close();
    }
  });
});
