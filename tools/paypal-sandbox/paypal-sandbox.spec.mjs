// node --test: the PayPal sandbox over HTTP, as the API and the buyer's browser use it.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { startPaypalSandbox } from './paypal-sandbox.mjs';

const SITE = 'http://localhost:4999';

/** A REST client of one sandbox, authenticated as `clientId`. */
async function client(baseUrl, clientId = 'client-a') {
  const tokenAnswer = await fetch(`${baseUrl}/v1/oauth2/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from(`${clientId}:secret`).toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  assert.equal(tokenAnswer.status, 200);
  const { access_token: token } = await tokenAnswer.json();
  const call = async (method, path, body = undefined, requestId = undefined) => {
    const answer = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...(requestId ? { 'PayPal-Request-Id': requestId } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: await answer.json() };
  };
  const createOrder = (returnUrl = `${SITE}/Payment/X`, value = '80.00') =>
    call('POST', '/v2/checkout/orders', {
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: 'X', description: 'e-Visa', amount: { currency_code: 'USD', value } }],
      payment_source: { paypal: { experience_context: { return_url: returnUrl, cancel_url: `${SITE}/Payment/X` } } },
    });
  return { call, createOrder };
}

/** The buyer's click on the checkout page. */
const decide = (baseUrl, orderId, decision) =>
  fetch(`${baseUrl}/checkout/${decision}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: orderId }).toString(),
    redirect: 'manual',
  });

describe('the PayPal sandbox', () => {
  let sandbox;
  before(async () => {
    sandbox = await startPaypalSandbox();
  });
  after(() => sandbox.close());

  it('serves an approve / decline page with plain forms and a CSP that lets them return to the site', async () => {
    const { body: order } = await (await client(sandbox.baseUrl)).createOrder();
    const page = await fetch(`${sandbox.baseUrl}/checkout?token=${order.id}`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, />Approve payment<\/button>/);
    assert.match(html, />Decline payment<\/button>/);
    assert.doesNotMatch(html, /<script/);
    assert.match(page.headers.get('content-security-policy'), new RegExp(`form-action 'self' ${SITE}`));
    assert.equal(order.links.find((link) => link.rel === 'payer-action').href, `${sandbox.baseUrl}/checkout?token=${order.id}`);
  });

  it("answers with PayPal's shapes: no token, unknown order, capture before approval, a declined card", async () => {
    assert.equal((await fetch(`${sandbox.baseUrl}/v2/checkout/orders/NOPE`)).status, 401);
    assert.equal((await fetch(`${sandbox.baseUrl}/checkout?token=NOPE`)).status, 404);
    const paypal = await client(sandbox.baseUrl);
    assert.deepEqual(await paypal.call('GET', '/v2/checkout/orders/NOPE').then((a) => [a.status, a.body.name]), [404, 'RESOURCE_NOT_FOUND']);
    const { body: order } = await paypal.createOrder();
    const early = await paypal.call('POST', `/v2/checkout/orders/${order.id}/capture`, {});
    assert.deepEqual([early.status, early.body.details[0].issue], [422, 'ORDER_NOT_APPROVED']);
    assert.equal((await decide(sandbox.baseUrl, order.id, 'decline')).status, 303);
    const declined = await paypal.call('POST', `/v2/checkout/orders/${order.id}/capture`, {});
    assert.deepEqual([declined.status, declined.body.details[0].issue], [422, 'INSTRUMENT_DECLINED']);
  });

  it('sends the buyer back only to a site on this machine: return URLs elsewhere are refused', async () => {
    const paypal = await client(sandbox.baseUrl);
    const foreign = await paypal.createOrder('https://evil.example/steal');
    assert.deepEqual([foreign.status, foreign.body.details[0].issue], [422, 'INVALID_PARAMETER_VALUE']);
    assert.equal((await paypal.createOrder(`${SITE}/Payment/X`)).status, 201);
  });

  it('captures an approved order once: a retry with the same PayPal-Request-Id gets the same answer', async () => {
    const paypal = await client(sandbox.baseUrl);
    const { body: order } = await paypal.createOrder();
    const approved = await decide(sandbox.baseUrl, order.id, 'approve');
    assert.equal(approved.status, 303);
    assert.equal(approved.headers.get('location'), `${SITE}/Payment/X?token=${order.id}&PayerID=SANDBOXPAYER01`);
    const first = await paypal.call('POST', `/v2/checkout/orders/${order.id}/capture`, {}, 'capture-1');
    assert.equal(first.status, 201);
    assert.equal(first.body.purchase_units[0].payments.captures[0].status, 'COMPLETED');
    assert.deepEqual(await paypal.call('POST', `/v2/checkout/orders/${order.id}/capture`, {}, 'capture-1'), first);
    const again = await paypal.call('POST', `/v2/checkout/orders/${order.id}/capture`, {}, 'capture-2');
    assert.deepEqual([again.status, again.body.details[0].issue], [422, 'ORDER_ALREADY_CAPTURED']);
  });

  it('refunds in part, refuses more than is left, and answers a repeated refund request id with the same refund', async () => {
    const paypal = await client(sandbox.baseUrl);
    const { body: order } = await paypal.createOrder(undefined, '10.00');
    await decide(sandbox.baseUrl, order.id, 'approve');
    const captureId = (await paypal.call('POST', `/v2/checkout/orders/${order.id}/capture`, {})).body.purchase_units[0].payments.captures[0].id;
    const refund = (amount, requestId) => paypal.call('POST', `/v2/payments/captures/${captureId}/refund`, { amount: { currency_code: 'USD', value: amount } }, requestId);
    const part = await refund('4.00', 'r1');
    assert.deepEqual([part.status, part.body.amount.value], [201, '4.00']);
    assert.deepEqual(await refund('4.00', 'r1'), part);
    const tooMuch = await refund('6.01', 'r2');
    assert.deepEqual([tooMuch.status, tooMuch.body.details[0].issue], [422, 'REFUND_AMOUNT_EXCEEDED']);
    assert.equal((await paypal.call('GET', `/v2/checkout/orders/${order.id}`)).body.purchase_units[0].payments.captures[0].status, 'PARTIALLY_REFUNDED');
  });

  it('has no test hooks unless started with them', async () => {
    const paypal = await client(sandbox.baseUrl);
    const { body: order } = await paypal.createOrder();
    assert.equal((await paypal.call('POST', `/test-hooks/orders/${order.id}`, { captureAmount: '1.00' })).status, 404);
    assert.equal((await paypal.call('POST', '/test-hooks/webhooks', { id: 'WH-1', url: SITE, clientId: 'client-a' })).status, 404);
  });
});

describe('the PayPal sandbox with test hooks and a webhook', () => {
  let sandbox;
  let receiver;
  const received = [];
  before(async () => {
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.end();
      });
    });
    await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    sandbox = await startPaypalSandbox({ testHooks: true });
  });
  after(async () => {
    await sandbox.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('captures the amount a test hook says, as a compromised provider could', async () => {
    const paypal = await client(sandbox.baseUrl);
    const { body: order } = await paypal.createOrder();
    const hook = await fetch(`${sandbox.baseUrl}/test-hooks/orders/${order.id}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"captureAmount":"1.00"}' });
    assert.equal(hook.status, 204);
    await decide(sandbox.baseUrl, order.id, 'approve');
    const captured = await paypal.call('POST', `/v2/checkout/orders/${order.id}/capture`, {});
    assert.equal(captured.body.purchase_units[0].payments.captures[0].amount.value, '1.00');
  });

  it("sends a signed CHECKOUT.ORDER.APPROVED to the client's webhook, which verify-webhook-signature confirms and a changed event fails", async () => {
    const url = `http://127.0.0.1:${receiver.address().port}/payments/paypal-webhook`;
    const registered = await fetch(`${sandbox.baseUrl}/test-hooks/webhooks`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id: 'WH-1', url, clientId: 'client-w' }) });
    assert.equal(registered.status, 204);
    const other = await client(sandbox.baseUrl, 'client-other');
    const { body: unheard } = await other.createOrder();
    await decide(sandbox.baseUrl, unheard.id, 'approve');
    const paypal = await client(sandbox.baseUrl, 'client-w');
    const { body: order } = await paypal.createOrder();
    await decide(sandbox.baseUrl, order.id, 'approve');
    const deadline = Date.now() + 5000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(received.length, 1, "only the webhook of the order's client hears of it");
    const [{ headers, body }] = received;
    const event = JSON.parse(body);
    assert.deepEqual([event.event_type, event.resource.id], ['CHECKOUT.ORDER.APPROVED', order.id]);
    assert.equal(headers['paypal-cert-url'], `${sandbox.baseUrl}/certs/sandbox`);
    const verify = (webhookEvent) =>
      paypal.call('POST', '/v1/notifications/verify-webhook-signature', {
        auth_algo: headers['paypal-auth-algo'],
        cert_url: headers['paypal-cert-url'],
        transmission_id: headers['paypal-transmission-id'],
        transmission_sig: headers['paypal-transmission-sig'],
        transmission_time: headers['paypal-transmission-time'],
        webhook_id: 'WH-1',
        webhook_event: webhookEvent,
      });
    assert.equal((await verify(event)).body.verification_status, 'SUCCESS');
    assert.equal((await verify({ ...event, resource: { ...event.resource, id: 'OTHER' } })).body.verification_status, 'FAILURE');
  });
});
