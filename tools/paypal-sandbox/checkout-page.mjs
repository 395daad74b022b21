/** @typedef {import('./store.mjs').SandboxOrder} SandboxOrder */

const escapeHtml = (value) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f5f7fa; color: #1b1f24; }
  main { max-width: 30rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border: 1px solid #d5dbe2; border-radius: 12px; }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; color: #003087; }
  .note { color: #4a5560; font-size: .9rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 1.5rem; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  form { margin: 0 0 .75rem; }
  button { width: 100%; min-height: 48px; font: inherit; font-weight: 700; border-radius: 24px; cursor: pointer; border: 2px solid #003087; }
  .approve { background: #ffc439; border-color: #ffc439; color: #111; }
  .decline { background: #fff; color: #003087; }
  button:focus-visible { outline: 3px solid #1b1f24; outline-offset: 2px; }`;

/** @param {string} title @param {string} body */
function layout(title, body) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>
`;
}

const CARD_DETAILS = '  <dt>Card</dt><dd>VISA test card ending 1111, expiry 12/30</dd>\n';

/**
 * The stand-in for PayPal's approval page: plain forms (no script, so a strict CSP holds), one to approve and one
 * to decline; a declined card fails at capture, as it would with PayPal. A card order (PayPal's card button) shows
 * a card form with a test card instead of a PayPal login; nothing typed is sent anywhere. The page imitates PayPal's,
 * which is in English whatever the site's language: it is not the site's text.
 * @param {SandboxOrder} order
 */
export function checkoutPage(order) {
  const unit = order.purchaseUnits[0];
  const token = escapeHtml(order.id);
  const card = order.method === 'card';
  return layout(
    card ? 'Card payment (sandbox)' : 'PayPal sandbox checkout',
    `<h1>${card ? 'Pay by debit or credit card' : 'PayPal sandbox'}</h1>
<p class="note">A local stand-in for PayPal${card ? "'s card payment" : ''}. No real money moves.</p>
<dl>
  <dt>Order</dt><dd>${token}</dd>
  <dt>Description</dt><dd>${escapeHtml(unit?.description)}</dd>
  <dt>Amount</dt><dd>${escapeHtml(unit?.amount.value)} ${escapeHtml(unit?.amount.currency_code)}</dd>
${card ? CARD_DETAILS : ''}</dl>
<form method="post" action="checkout/approve"><input type="hidden" name="token" value="${token}"><button class="approve" type="submit">${card ? 'Pay by card' : 'Approve payment'}</button></form>
<form method="post" action="checkout/decline"><input type="hidden" name="token" value="${token}"><button class="decline" type="submit">${card ? 'Decline card payment' : 'Decline payment'}</button></form>`,
  );
}

/** @param {string} title @param {string} text */
export function messagePage(title, text) {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}
