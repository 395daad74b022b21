import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { APPLICATION_STEPS, todayIso, type CreateOrderRequest } from '@evisa/contracts';
import { VALID_QUESTIONS, VALID_STEP1, VALID_STEP2, VALID_STEP3, VALID_STEP5, VALID_VISIT_PLAN } from '@evisa/contracts/testing';
import { newApplicationId } from '../../applications/application-id';
import { ApiSession } from '../../../platform/testing/api-session';
import type { TestApp } from '../../../platform/testing/test-app';

/** The create-order body of an applicant who ticked the undertaking (spec 5.7). */
export const CONSENT: CreateOrderRequest = { agreeTerms: true };

export function daysFromToday(days: number): string {
  const date = new Date(`${todayIso()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Direct access to the test database, for set-up the HTTP API cannot do yet and for checks of what is stored. */
export async function openDatabase(app: TestApp) {
  const connection = await mongoose.createConnection(app.config.MONGODB_URI).asPromise();
  return { db: connection, close: () => connection.close() };
}

/** A complete application as the database holds it (every step saved, photo and passport stored), with a new id. */
export function completeApplicationDocument(overrides: Record<string, unknown> = {}) {
  const email = `anna.${randomBytes(4).toString('hex')}@example.com`;
  const now = new Date();
  return {
    ...VALID_STEP1,
    ...VALID_STEP2,
    ...VALID_STEP3,
    ...VALID_VISIT_PLAN,
    ...VALID_STEP5,
    ...VALID_QUESTIONS,
    email,
    confirmEmail: email,
    expectedArrival: daysFromToday(30),
    mainImg: 'photo.jpg',
    passportCopy: 'passport.jpg',
    _id: newApplicationId(),
    status: 'draft',
    completedSteps: [...APPLICATION_STEPS],
    failedPaymentAttempts: 0,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/**
 * A complete application whose owner holds the access cookie: stored directly, then opened through POST
 * findApplication like a returning applicant.
 */
export async function completeApplication(app: TestApp, overrides: Record<string, unknown> = {}) {
  const document = completeApplicationDocument(overrides);
  const { db, close } = await openDatabase(app);
  try {
    await db.collection('applications').insertOne(document as never);
  } finally {
    await close();
  }
  const { _id: id, email } = document;
  const session = new ApiSession(app.url);
  const found = await session.post('/visaapplication/findApplication', { applicationId: id, dateOfBirth: VALID_STEP1.dateOfBirth });
  if (found.status !== 200) throw new Error(`findApplication answered ${found.status}`);
  return { id, email, session };
}

/** The PayPal an API under test talks to: the sandbox of tools/paypal-sandbox. */
export const sandboxUrl = (app: Pick<TestApp, 'config'>) => app.config.PAYPAL_BASE_URL;

/** A call to the sandbox's REST API as PayPal's client makes it: with a token of the API's own client id. */
export async function callSandbox(app: Pick<TestApp, 'config'>, method: 'GET' | 'POST', path: string, options: { body?: unknown; requestId?: string } = {}) {
  const basic = Buffer.from(`${app.config.PAYPAL_CLIENT_ID}:${app.config.PAYPAL_CLIENT_SECRET}`).toString('base64');
  const token = await fetch(`${sandboxUrl(app)}/v1/oauth2/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  }).then((answer) => answer.json() as Promise<{ access_token: string }>);
  return fetch(`${sandboxUrl(app)}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token.access_token}`,
      ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
      ...(options.requestId ? { 'PayPal-Request-Id': options.requestId } : {}),
    },
    body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
  });
}

/** What the applicant does on PayPal's page (here the sandbox's form): approve or decline. */
export async function decideInSandbox(app: Pick<TestApp, 'config'>, orderId: string, decision: 'approve' | 'decline') {
  const response = await fetch(`${sandboxUrl(app)}/checkout/${decision}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: orderId }).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') };
}

export async function setSandboxHooks(app: Pick<TestApp, 'config'>, orderId: string, hooks: { captureAmount?: string; captureCurrency?: string; delayMs?: number; capturePending?: boolean }) {
  const response = await fetch(`${sandboxUrl(app)}/test-hooks/orders/${orderId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(hooks),
  });
  if (response.status !== 204) throw new Error(`sandbox hooks answered ${response.status}`);
}

/**
 * Has the sandbox send its webhooks about the orders of this API's client id to this API, under `webhookId` (the
 * API's PAYPAL_WEBHOOK_ID), as PayPal does for a webhook registered for a REST app.
 */
export async function registerSandboxWebhook(app: Pick<TestApp, 'config' | 'url'>, webhookId: string) {
  const response = await fetch(`${sandboxUrl(app)}/test-hooks/webhooks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ id: webhookId, url: `${app.url}/payments/paypal-webhook`, clientId: app.config.PAYPAL_CLIENT_ID }),
  });
  if (response.status !== 204) throw new Error(`sandbox webhook registration answered ${response.status}`);
}

/** Creates an order, decides it in the sandbox and captures it: one whole attempt. */
export async function payOnce(app: TestApp, session: ApiSession, id: string, decision: 'approve' | 'decline') {
  const created = await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT);
  if (created.status !== 200) throw new Error(`create-paypal-order answered ${created.status}: ${created.text}`);
  const orderID = created.body.data.orderID as string;
  await decideInSandbox(app, orderID, decision);
  const captured = await session.post(`/payments/capture-paypal-order?applicationId=${id}`, { orderID, language: 'en' });
  return { orderID, captured };
}
