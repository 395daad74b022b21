#!/usr/bin/env node
// A local stand-in for PayPal (docs/architecture.md, "Payments"), a development process like the mail sink: the API
// talks to it as to PayPal (PAYPAL_BASE_URL = its base URL, any client id and secret), and the buyer approves or
// declines on its checkout page. Never part of what is deployed.
//
//   node tools/paypal-sandbox/paypal-sandbox.mjs [--port N] [--host H] [--test-hooks] [--webhook-url U --webhook-id W]
//     serves everything under /sandbox/paypal on 127.0.0.1:$PAYPAL_SANDBOX_PORT (3090) and prints its base URL
//   /v1/oauth2/token, /v2/checkout/orders[/:id[/capture]], /v2/payments/captures/:id/refund,
//   /v1/notifications/verify-webhook-signature   PayPal's REST calls, answers and error shapes
//   /checkout?token=<order id>, /checkout/approve, /checkout/decline   the buyer's page and its two forms
//   /test-hooks/...   with --test-hooks only: a tampered or slow capture, a webhook registered by a test
//   --webhook-url, --webhook-id   send CHECKOUT.ORDER.APPROVED, signed, to this URL under this webhook id
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import express from 'express';
import { checkout } from './checkout.mjs';
import { restApi } from './rest-api.mjs';
import { SandboxStore } from './store.mjs';
import { testHooks as testHooksRouter } from './test-hooks.mjs';
import { sandboxWebhooks } from './webhooks.mjs';
import { SANDBOX_PATH } from './sandbox-path.mjs';

export { SANDBOX_PATH };
/** `npm start`'s port for it, and the dev servers' (PAYPAL_SANDBOX_PORT moves it). */
export const DEFAULT_SANDBOX_PORT = 3090;
/** The credentials the local tools give the API: the sandbox takes any. */
export const SANDBOX_CREDENTIALS = { PAYPAL_CLIENT_ID: 'sandbox-client', PAYPAL_CLIENT_SECRET: 'sandbox-secret' };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Not an open redirect: the sandbox sends buyers back only to a site on this machine. @param {string} url */
function isLocalUrl(url) {
  try {
    const { protocol, hostname } = new URL(url);
    return (protocol === 'http:' || protocol === 'https:') && LOOPBACK_HOSTS.has(hostname);
  } catch {
    return false;
  }
}

/**
 * @param {{ port?: number, host?: string, testHooks?: boolean, webhook?: { id: string, url: string },
 *   log?: (line: string) => void }} [options]
 * @returns {Promise<{ baseUrl: string, port: number, close(): Promise<void> }>} baseUrl: what PAYPAL_BASE_URL is set to
 */
export async function startPaypalSandbox({ port = 0, host = '127.0.0.1', testHooks = false, webhook, log } = {}) {
  const store = new SandboxStore();
  if (webhook) store.webhooks.push(webhook);
  let baseUrl = '';
  const webhooks = sandboxWebhooks({ store, certUrl: () => `${baseUrl}/certs/sandbox`, log });
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json(), express.urlencoded({ extended: false }));
  app.use(`${SANDBOX_PATH}/checkout`, checkout({ store, webhooks }));
  if (testHooks) app.use(`${SANDBOX_PATH}/test-hooks`, testHooksRouter({ store }));
  app.use(SANDBOX_PATH, restApi({ store, webhooks, isReturnUrl: isLocalUrl }));
  const server = await new Promise((resolve, reject) => {
    const listening = app.listen(port, host, () => resolve(listening)).once('error', reject);
  });
  const actualPort = server.address().port;
  baseUrl = `http://${host}:${actualPort}${SANDBOX_PATH}`;
  return {
    baseUrl,
    port: actualPort,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PAYPAL_SANDBOX_PORT ?? String(DEFAULT_SANDBOX_PORT) },
      host: { type: 'string', default: '127.0.0.1' },
      'test-hooks': { type: 'boolean', default: false },
      'webhook-url': { type: 'string' },
      'webhook-id': { type: 'string' },
    },
  });
  if (Boolean(values['webhook-url']) !== Boolean(values['webhook-id'])) throw new Error('--webhook-url and --webhook-id go together');
  const sandbox = await startPaypalSandbox({
    port: Number(values.port),
    host: values.host,
    testHooks: values['test-hooks'],
    webhook: values['webhook-url'] ? { id: values['webhook-id'], url: values['webhook-url'] } : undefined,
  });
  console.log(`PayPal sandbox at ${sandbox.baseUrl}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void sandbox.close().then(() => process.exit(0)));
}
