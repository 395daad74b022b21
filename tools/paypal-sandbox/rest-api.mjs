import express from 'express';
import { INSTRUMENT_DECLINED, NOT_FOUND, paypalError, unprocessable } from './errors.mjs';
import { sandboxId } from './store.mjs';

/**
 * @typedef {import('express').Request} Request
 * @typedef {import('express').Response} Response
 * @typedef {import('./store.mjs').SandboxStore} SandboxStore
 * @typedef {import('./store.mjs').SandboxOrder} SandboxOrder
 * @typedef {import('./store.mjs').SandboxAmount} SandboxAmount
 * @typedef {import('./store.mjs').SandboxReply} SandboxReply
 * @typedef {ReturnType<typeof import('./webhooks.mjs').sandboxWebhooks>} SandboxWebhooks
 * @typedef {{ return_url?: string, cancel_url?: string }} ExperienceContext
 */

const toCents = (value) => Math.round(Number(value) * 100);
const fromCents = (cents) => (cents / 100).toFixed(2);
const refundedCents = (order) => order.refunds.reduce((sum, refund) => sum + refund.cents, 0);
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const SANDBOX_PAYER_ID = 'SANDBOXPAYER01';
const SANDBOX_PAYER = { payer_id: SANDBOX_PAYER_ID, email_address: 'buyer@sandbox.example', name: { given_name: 'Sandbox', surname: 'Buyer' } };
/** What PayPal reports of a card paid without a PayPal account: brand and last digits only. */
const SANDBOX_CARD = { name: 'Sandbox Buyer', last_digits: '1111', brand: 'VISA', type: 'CREDIT' };

/** The capture's amount as captured (tampered by a test hook). @param {SandboxOrder} order @returns {SandboxAmount} */
function capturedAmount(order) {
  const unit = order.purchaseUnits[0];
  return { currency_code: order.hooks.captureCurrency ?? unit.amount.currency_code, value: order.hooks.captureAmount ?? unit.amount.value };
}

/** A capture's status as PayPal reports it once refunds were made. @param {SandboxOrder} order */
function captureStatus(order) {
  if (order.hooks.capturePending) return 'PENDING';
  const refunded = refundedCents(order);
  if (refunded === 0) return 'COMPLETED';
  return refunded >= toCents(capturedAmount(order).value) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}

/** Who paid, as PayPal reports it: the PayPal account, or only the card's brand and last digits. @param {SandboxOrder} order */
function payer(order) {
  if (order.method === 'card') return { payment_source: { card: SANDBOX_CARD } };
  return { payer: SANDBOX_PAYER, payment_source: { paypal: { ...SANDBOX_PAYER, account_id: SANDBOX_PAYER_ID } } };
}

/** @param {Request} req @param {SandboxOrder} order */
function links(req, order) {
  const base = `${req.protocol}://${req.get('host')}${req.baseUrl}`;
  const self = `${base}/v2/checkout/orders/${order.id}`;
  return [
    { href: self, rel: 'self', method: 'GET' },
    { href: `${base}/checkout?token=${order.id}`, rel: 'payer-action', method: 'GET' },
    { href: `${self}/capture`, rel: 'capture', method: 'POST' },
  ];
}

/** The order as PayPal shows it; once captured, with the capture. @param {Request} req @param {SandboxOrder} order */
function orderBody(req, order) {
  const captured = order.status === 'COMPLETED';
  return {
    id: order.id,
    intent: order.intent,
    status: order.status,
    create_time: order.createTime,
    ...(order.outcome ? payer(order) : {}),
    purchase_units: order.purchaseUnits.map((unit) => ({
      reference_id: unit.reference_id ?? 'default',
      custom_id: unit.custom_id,
      description: unit.description,
      amount: unit.amount,
      ...(captured
        ? {
            payments: {
              captures: [
                {
                  id: order.captureId,
                  status: captureStatus(order),
                  amount: capturedAmount(order),
                  final_capture: true,
                  custom_id: unit.custom_id,
                  create_time: order.captureTime,
                  update_time: order.captureTime,
                },
              ],
            },
          }
        : {}),
    })),
    links: links(req, order),
  };
}

/** @param {Request} req @param {SandboxOrder} order @returns {SandboxReply} */
function captureOnce(req, order) {
  if (order.status === 'COMPLETED') return { status: 422, body: unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.') };
  if (order.outcome === 'declined') return { status: 422, body: INSTRUMENT_DECLINED() };
  if (order.outcome !== 'approved') return { status: 422, body: unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.') };
  order.status = 'COMPLETED';
  order.captureId = sandboxId();
  order.captureTime = new Date().toISOString();
  return { status: 201, body: orderBody(req, order) };
}

/**
 * Payments v2: refunds a capture in full (no amount) or in part; more than is left is refused as PayPal does.
 * @param {SandboxOrder} order @param {{ amount?: SandboxAmount } | undefined} body @returns {SandboxReply}
 */
function refundOnce(order, body) {
  const captured = capturedAmount(order);
  const left = toCents(captured.value) - refundedCents(order);
  if (left <= 0) return { status: 422, body: unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.') };
  const asked = body?.amount;
  if (asked && (asked.currency_code !== captured.currency_code || !/^\d+(\.\d{1,2})?$/.test(String(asked.value)) || toCents(asked.value) <= 0)) {
    return { status: 422, body: unprocessable('INVALID_REFUND_AMOUNT', 'The refund amount is not valid.') };
  }
  const cents = asked ? toCents(asked.value) : left;
  if (cents > left) {
    return { status: 422, body: unprocessable('REFUND_AMOUNT_EXCEEDED', 'The refund amount must be less than or equal to the capture amount that has not yet been refunded.') };
  }
  const refund = { id: sandboxId(), cents };
  order.refunds.push(refund);
  return { status: 201, body: { id: refund.id, status: 'COMPLETED', amount: { currency_code: captured.currency_code, value: fromCents(cents) } } };
}

/** The client id of a Basic authorization header (PayPal takes any credentials here). @param {string | undefined} header */
function basicClientId(header) {
  if (!header?.startsWith('Basic ')) return undefined;
  return Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8').split(':')[0] || undefined;
}

/**
 * The REST calls the API makes of PayPal (OAuth token; create, read and capture an Orders v2 order; refund a
 * capture; verify a webhook's signature), with PayPal's answers and error shapes, so the API's PayPal client
 * runs unchanged against it. A call repeated with the same PayPal-Request-Id gets the first answer again.
 * @param {{ store: SandboxStore, webhooks: SandboxWebhooks, isReturnUrl: (url: string) => boolean }} sandbox
 */
export function restApi({ store, webhooks, isReturnUrl }) {
  const router = express.Router();

  router.post('/v1/oauth2/token', (req, res) => {
    const clientId = basicClientId(req.headers.authorization);
    if (!clientId) return res.status(401).json({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    if (req.body?.grant_type !== 'client_credentials') return res.status(400).json({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    res.status(200).json({
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: store.issueToken(clientId),
      token_type: 'Bearer',
      app_id: 'APP-SANDBOX',
      expires_in: 32400,
      nonce: sandboxId(24),
    });
  });

  // Every other call needs a bearer token this sandbox issued.
  router.use((req, res, next) => {
    const header = req.headers.authorization ?? '';
    const clientId = header.startsWith('Bearer ') ? store.clientOf(header.slice('Bearer '.length)) : undefined;
    if (!clientId) return res.status(401).json({ error: 'invalid_token', error_description: 'Token signature verification failed' });
    res.locals.clientId = clientId;
    next();
  });

  router.post('/v2/checkout/orders', (req, res) => {
    const body = req.body ?? {};
    const units = body.purchase_units;
    const valid =
      body.intent === 'CAPTURE' &&
      Array.isArray(units) &&
      units.length === 1 &&
      /^\d+(\.\d{2})?$/.test(units[0]?.amount?.value ?? '') &&
      /^[A-Z]{3}$/.test(units[0]?.amount?.currency_code ?? '');
    if (!valid) return res.status(400).json(paypalError('INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', 'INVALID_PARAMETER_VALUE'));
    const wallet = body.payment_source?.paypal;
    /** @type {ExperienceContext | undefined} Orders for any funding source (the card button) carry the return in application_context. */
    const context = wallet?.experience_context ?? body.application_context;
    // Not an open redirect: the buyer is sent back only to a site this sandbox serves.
    if ([context?.return_url, context?.cancel_url].some((url) => url !== undefined && !isReturnUrl(url))) {
      return res.status(422).json(unprocessable('INVALID_PARAMETER_VALUE', "return_url and cancel_url must be on the site's own origins"));
    }
    const order = store.create({
      clientId: res.locals.clientId,
      status: context ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      intent: 'CAPTURE',
      purchaseUnits: units,
      returnUrl: context?.return_url,
      cancelUrl: context?.cancel_url,
      method: wallet ? 'paypal' : 'card',
    });
    res.status(201).json({ id: order.id, status: order.status, links: links(req, order) });
  });

  router.get('/v2/checkout/orders/:id', (req, res) => {
    const order = store.get(req.params.id);
    if (!order) return res.status(404).json(NOT_FOUND());
    res.status(200).json(orderBody(req, order));
  });

  /** Answers once per PayPal-Request-Id (`prefix` keeps a capture's and a refund's ids apart), slowly when a test asks. */
  const idempotent = (find, prefix, once) => async (req, res) => {
    const order = find(req.params.id);
    if (!order) return res.status(404).json(NOT_FOUND());
    const requestId = req.get('paypal-request-id');
    const key = requestId ? `${prefix}${requestId}` : undefined;
    const reply = (key ? order.replies.get(key) : undefined) ?? once(req, order);
    if (key) order.replies.set(key, reply);
    if (order.hooks.delayMs) await wait(order.hooks.delayMs);
    if (!res.writableEnded && !res.destroyed) res.status(reply.status).json(reply.body);
  };
  router.post('/v2/checkout/orders/:id/capture', idempotent((id) => store.get(id), '', captureOnce));
  router.post('/v2/payments/captures/:id/refund', idempotent((id) => store.byCapture(id), 'refund:', (req, order) => refundOnce(order, req.body)));

  router.post('/v1/notifications/verify-webhook-signature', (req, res) => {
    res.status(200).json({ verification_status: webhooks.verify(req.body) ? 'SUCCESS' : 'FAILURE' });
  });

  router.use((_req, res) => res.status(404).json(NOT_FOUND()));
  return router;
}
