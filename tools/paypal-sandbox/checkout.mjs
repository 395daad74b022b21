import express from 'express';
import { checkoutPage, messagePage } from './checkout-page.mjs';
import { SANDBOX_PAYER_ID } from './rest-api.mjs';

/**
 * @typedef {import('./store.mjs').SandboxStore} SandboxStore
 * @typedef {import('./store.mjs').SandboxOrder} SandboxOrder
 * @typedef {ReturnType<typeof import('./webhooks.mjs').sandboxWebhooks>} SandboxWebhooks
 */

/** @param {string | undefined} url */
function originOf(url) {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
}

/** Forms post to this origin only; the redirect after them goes to the site's. @param {SandboxOrder | undefined} order */
function contentSecurityPolicy(order) {
  const site = originOf(order?.returnUrl);
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${site ? ` ${site}` : ''}; base-uri 'none'; frame-ancestors 'none'`;
}

/**
 * The buyer's side: the approve / decline page PayPal would show, then back to the site's return URL with the
 * order id as `token` and the payer's id, as PayPal does.
 * @param {{ store: SandboxStore, webhooks: SandboxWebhooks }} sandbox
 */
export function checkout({ store, webhooks }) {
  const router = express.Router();

  router.get('/', (req, res) => {
    const order = store.get(req.query.token);
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(order));
    if (!order) return res.status(404).type('html').send(messagePage('Order not found', 'This sandbox order does not exist or has expired.'));
    if (order.status === 'COMPLETED') return res.status(409).type('html').send(messagePage('Already paid', 'This order has already been captured.'));
    res.status(200).type('html').send(checkoutPage(order));
  });

  for (const [path, outcome] of /** @type {const} */ ([['/approve', 'approved'], ['/decline', 'declined']])) {
    router.post(path, (req, res) => {
      const order = store.get(req.body?.token);
      if (!order || order.status === 'COMPLETED') return res.status(404).type('html').send(messagePage('Order not found', 'This sandbox order cannot be approved.'));
      order.outcome = outcome;
      order.status = 'APPROVED';
      webhooks.orderApproved(order);
      if (!order.returnUrl) return res.status(200).type('html').send(messagePage('Done', 'You can close this window.'));
      const target = new URL(order.returnUrl);
      target.searchParams.set('token', order.id);
      target.searchParams.set('PayerID', SANDBOX_PAYER_ID);
      res.redirect(303, target.toString());
    });
  }
  return router;
}
