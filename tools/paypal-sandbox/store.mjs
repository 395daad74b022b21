import { randomBytes } from 'node:crypto';

/**
 * @typedef {{ currency_code: string, value: string }} SandboxAmount
 * @typedef {{ reference_id?: string, custom_id?: string, description?: string, invoice_id?: string,
 *   amount: SandboxAmount & { breakdown?: unknown } }} SandboxPurchaseUnit
 * @typedef {'approved' | 'declined'} SandboxOutcome What the buyer did on the checkout page; a decline surfaces at
 *   capture, as with a real card.
 * @typedef {{ captureAmount?: string, captureCurrency?: string, delayMs?: number, capturePending?: boolean }} SandboxTestHooks
 *   A tampered capture, slow answers (capture, refund), or a capture PayPal is still clearing.
 * @typedef {{ status: number, body: unknown }} SandboxReply
 * @typedef {{
 *   id: string,
 *   clientId: string,
 *   status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED',
 *   intent: string,
 *   purchaseUnits: SandboxPurchaseUnit[],
 *   returnUrl?: string,
 *   cancelUrl?: string,
 *   method: 'paypal' | 'card',
 *   outcome?: SandboxOutcome,
 *   hooks: SandboxTestHooks,
 *   createTime: string,
 *   captureId?: string,
 *   captureTime?: string,
 *   refunds: { id: string, cents: number }[],
 *   replies: Map<string, SandboxReply>,
 * }} SandboxOrder `method` card: made for PayPal's card button (no PayPal account), so the checkout page imitates a
 *   card form. `refunds` in cents. `replies`: answers already given per PayPal-Request-Id, so that a retried call
 *   gets the same answer, as PayPal promises.
 * @typedef {{ id: string, url: string, clientId?: string }} SandboxWebhook A webhook of one REST app (client id),
 *   or of every app when clientId is not given.
 */

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** A PayPal-looking id: 17 upper-case letters and digits. */
export function sandboxId(length = 17) {
  return Array.from(randomBytes(length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

/**
 * The sandbox's orders, access tokens and webhooks, in memory: a restart forgets them like an expired PayPal
 * session would. Orders and webhooks belong to the REST app (client id) whose token made them.
 */
export class SandboxStore {
  /** @type {Map<string, SandboxOrder>} */
  orders = new Map();
  /** @type {Map<string, string>} access token → client id */
  tokens = new Map();
  /** @type {SandboxWebhook[]} */
  webhooks = [];

  /** @param {string} clientId */
  issueToken(clientId) {
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, clientId);
    return token;
  }

  /** @param {string | undefined} token @returns {string | undefined} the client id the token was issued to */
  clientOf(token) {
    return token ? this.tokens.get(token) : undefined;
  }

  /** @param {Omit<SandboxOrder, 'id' | 'replies' | 'createTime' | 'hooks' | 'refunds'>} order */
  create(order) {
    /** @type {SandboxOrder} */
    const stored = { ...order, id: sandboxId(), hooks: {}, createTime: new Date().toISOString(), replies: new Map(), refunds: [] };
    this.orders.set(stored.id, stored);
    return stored;
  }

  /** @param {unknown} id */
  get(id) {
    return typeof id === 'string' ? this.orders.get(id) : undefined;
  }

  /** @param {string} captureId */
  byCapture(captureId) {
    for (const order of this.orders.values()) if (order.captureId === captureId) return order;
    return undefined;
  }

  /** The webhooks that hear about this client's orders. @param {string} clientId */
  webhooksOf(clientId) {
    return this.webhooks.filter((webhook) => webhook.clientId === undefined || webhook.clientId === clientId);
  }
}
