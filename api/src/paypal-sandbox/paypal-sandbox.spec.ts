import { loadConfig } from '../config/app-config';
import { completeApplication } from '../payments/testing/payment-fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';
import { sandboxEnabled } from './sandbox-enabled.guard';
import { PRODUCTION_ENVIRONMENT } from '../testing/production-environment';

describe('PayPal sandbox', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SITE_URL: 'http://localhost:4999' });
  });
  afterAll(() => app?.close());

  it('serves an approve / decline page with plain forms and a CSP that lets them return to the site', async () => {
    const { id, session } = await completeApplication(app);
    const { orderID } = (await session.post(`/payments/create-paypal-order?applicationId=${id}`)).body.data;
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

  it('is not served when PayPal credentials are configured, nor ever in production', async () => {
    const real = await startTestApp({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' });
    try {
      expect((await fetch(`${real.url}/sandbox/paypal/checkout?token=X`)).status).toBe(404);
      expect((await fetch(`${real.url}/sandbox/paypal/v1/oauth2/token`, { method: 'POST' })).status).toBe(404);
    } finally {
      await real.close();
    }
    expect(sandboxEnabled(loadConfig({ NODE_ENV: 'development' }))).toBe(true);
    const production = loadConfig(PRODUCTION_ENVIRONMENT);
    expect(sandboxEnabled(production)).toBe(false);
  });
});
