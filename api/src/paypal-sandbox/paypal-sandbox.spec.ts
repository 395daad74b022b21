import { loadConfig } from '../platform/config/app-config';
import { CONSENT, completeApplication } from '../applicant/payments/testing/payment-fixtures';
import { startTestApp, type TestApp } from '../platform/testing/test-app';
import { PRODUCTION_ENVIRONMENT } from '../platform/testing/production-environment';
import { startSecurityApp } from '../platform/security/security-app';
import { sandboxEnabled, sandboxTestHooksEnabled } from './sandbox-enabled.guard';

describe('PayPal sandbox', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SITE_URL: 'http://localhost:4999' });
  });
  afterAll(() => app?.close());

  it('serves an approve / decline page with plain forms and a CSP that lets them return to the site', async () => {
    const { id, session } = await completeApplication(app);
    const { orderID } = (await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT)).body.data;
    const page = await fetch(`${app.url}/sandbox/paypal/checkout?token=${orderID}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('>Approve payment</button>');
    expect(html).toContain('>Decline payment</button>');
    expect(html).not.toContain('<script');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:4999");
  });

  it('answers with PayPal error shapes: unknown order, missing token, capture before approval', async () => {
    expect((await fetch(`${app.url}/sandbox/paypal/v2/checkout/orders/NOPE`)).status).toBe(401);
    expect((await fetch(`${app.url}/sandbox/paypal/checkout?token=NOPE`)).status).toBe(404);
  });

  it('is off unless PAYMENT_SANDBOX=on, and its test hooks need PAYMENT_SANDBOX_TEST_HOOKS=on as well', async () => {
    const off = await startTestApp({ PAYMENT_SANDBOX: 'off', PAYMENT_SANDBOX_TEST_HOOKS: 'off' });
    const noHooks = await startTestApp({ PAYMENT_SANDBOX_TEST_HOOKS: 'off' });
    try {
      expect((await fetch(`${off.url}/sandbox/paypal/checkout?token=X`)).status).toBe(404);
      expect((await fetch(`${off.url}/sandbox/paypal/v1/oauth2/token`, { method: 'POST' })).status).toBe(404);
      expect((await fetch(`${off.url}/sandbox/paypal/checkout/approve`, { method: 'POST' })).status).toBe(404);
      // Without a sandbox nor credentials nothing can be paid for: the order is refused, nothing is marked.
      const { id, session } = await completeApplication(off);
      const refused = await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT);
      expect(refused.status).toBe(502);

      const { id: other, session: owner } = await completeApplication(noHooks);
      const { orderID } = (await owner.post(`/payments/create-paypal-order?applicationId=${other}`, CONSENT)).body.data;
      const hook = await fetch(`${noHooks.url}/sandbox/paypal/test-hooks/orders/${orderID}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ captureAmount: '1.00' }),
      });
      expect(hook.status).toBe(404);
    } finally {
      await off.close();
      await noHooks.close();
    }
    expect(sandboxEnabled(loadConfig({}))).toBe(false);
    expect(sandboxEnabled(loadConfig({ PAYMENT_SANDBOX: 'on' }))).toBe(true);
    expect(sandboxTestHooksEnabled(loadConfig({ PAYMENT_SANDBOX: 'on' }))).toBe(false);
    expect(() => loadConfig({ PAYMENT_SANDBOX_TEST_HOOKS: 'on' })).toThrow(/PAYMENT_SANDBOX_TEST_HOOKS=on needs PAYMENT_SANDBOX=on/);
  });

  it('is never served in production, where PAYPAL_BASE_URL defaults to the live API', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENVIRONMENT, PAYPAL_CLIENT_ID: undefined })).toThrow(/PAYPAL_CLIENT_ID/);
    expect(() => loadConfig({ ...PRODUCTION_ENVIRONMENT, PAYMENT_SANDBOX: 'on' })).toThrow(/PAYMENT_SANDBOX=on is refused in production/);
    const production = loadConfig(PRODUCTION_ENVIRONMENT);
    expect(sandboxEnabled(production)).toBe(false);
    expect(production.PAYPAL_BASE_URL).toBe('https://api-m.paypal.com');
  });

  it('refuses to start with credentials but no PAYPAL_BASE_URL outside production, or with half the credentials', () => {
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b' })).toThrow(/PAYPAL_BASE_URL is required/);
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'a' })).toThrow(/set both or neither/);
    const configured = loadConfig({ PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b', PAYPAL_BASE_URL: 'https://api-m.sandbox.paypal.com' });
    expect(configured.PAYPAL_BASE_URL).toBe('https://api-m.sandbox.paypal.com');
  });

  it('sends the buyer back only to the site: return URLs on other origins are refused', async () => {
    const tokenAnswer = await fetch(`${app.url}/sandbox/paypal/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from('x:y').toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const { access_token } = (await tokenAnswer.json()) as { access_token: string };
    const create = (returnUrl: string) =>
      fetch(`${app.url}/sandbox/paypal/v2/checkout/orders`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [{ amount: { currency_code: 'USD', value: '1.00' } }],
          payment_source: { paypal: { experience_context: { return_url: returnUrl, cancel_url: 'http://localhost:4999/x' } } },
        }),
      });
    const foreign = await create('https://evil.example/steal');
    expect(foreign.status).toBe(422);
    expect(((await foreign.json()) as { details: { issue: string }[] }).details[0].issue).toBe('INVALID_PARAMETER_VALUE');
    expect((await create('http://localhost:4999/Payment/X')).status).toBe(201);
  });

  it("does not count the API's calls to the sandbox against the applicant's limits", async () => {
    // 5 writes a minute: findApplication and three orders fit; with the sandbox's own calls (a token and an
    // order each, from the same 127.0.0.1) counted too, the second order would already be refused.
    const limited = await startSecurityApp({ env: { PAYMENT_SANDBOX: 'on', RATE_LIMIT_WRITES: '5' } });
    try {
      const { id, session } = await completeApplication({ url: limited.url, config: limited.config } as TestApp);
      for (let order = 0; order < 3; order += 1) {
        expect((await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT)).status).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});
