import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sandboxId } from './store.mjs';

/**
 * @typedef {import('./store.mjs').SandboxOrder} SandboxOrder
 * @typedef {import('./store.mjs').SandboxStore} SandboxStore
 * @typedef {{ auth_algo?: string, cert_url?: string, transmission_id?: string, transmission_sig?: string,
 *   transmission_time?: string, webhook_id?: string, webhook_event?: unknown }} VerifyWebhookBody
 *   What verify-webhook-signature is given: the webhook's headers, its id, and the event as received.
 */

const AUTH_ALGO = 'SHA256withRSA';

/**
 * PayPal's webhooks as the sandbox sends them: an event signed over its transmission id, time, the webhook's id and
 * a digest of the event (PayPal signs with its certificate; the sandbox with a key only it holds), which only the
 * sandbox's verify-webhook-signature call can check. Each goes to the webhooks registered for the order's client.
 * @param {{ store: SandboxStore, certUrl: () => string, log?: (line: string) => void }} options certUrl: where the
 *   PayPal-Cert-Url header points (PayPal's certificate; here a name only the sandbox's verification reads)
 */
export function sandboxWebhooks({ store, certUrl, log = (line) => console.warn(line) }) {
  const key = randomBytes(32);
  const signature = (transmissionId, transmissionTime, webhookId, event) => {
    const digest = createHash('sha256').update(JSON.stringify(event ?? null)).digest('hex');
    return createHmac('sha256', key).update(`${transmissionId}|${transmissionTime}|${webhookId}|${digest}`).digest('base64');
  };

  /** @param {{ id: string, url: string }} webhook @param {unknown} event */
  async function send(webhook, event) {
    const transmissionId = randomBytes(16).toString('hex');
    const transmissionTime = new Date().toISOString();
    await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'PayPal-Auth-Algo': AUTH_ALGO,
        'PayPal-Cert-Url': certUrl(),
        'PayPal-Transmission-Id': transmissionId,
        'PayPal-Transmission-Sig': signature(transmissionId, transmissionTime, webhook.id, event),
        'PayPal-Transmission-Time': transmissionTime,
      },
      body: JSON.stringify(event),
    });
  }

  return {
    /** @param {VerifyWebhookBody | undefined} body */
    verify(body) {
      if (!body?.transmission_id || !body.transmission_time || !body.webhook_id || !body.transmission_sig || body.auth_algo !== AUTH_ALGO) return false;
      const expected = Buffer.from(signature(body.transmission_id, body.transmission_time, body.webhook_id, body.webhook_event));
      const given = Buffer.from(String(body.transmission_sig));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    /** CHECKOUT.ORDER.APPROVED, as PayPal sends it once the buyer approved (not awaited: PayPal does not wait either). @param {SandboxOrder} order */
    orderApproved(order) {
      const event = {
        id: `WH-${sandboxId()}`,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: 'checkout-order',
        resource_version: '2.0',
        event_type: 'CHECKOUT.ORDER.APPROVED',
        summary: 'An order has been approved by buyer',
        resource: { id: order.id, status: 'APPROVED', intent: order.intent, purchase_units: order.purchaseUnits, create_time: order.createTime },
      };
      for (const webhook of store.webhooksOf(order.clientId)) {
        void send(webhook, event).catch((error) => log(`[paypal-sandbox] webhook ${event.id} not delivered to ${webhook.url}: ${error.message}`));
      }
    },
  };
}
