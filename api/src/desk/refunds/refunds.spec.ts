// An admin refunds a payment in full or in part with a reason, through PayPal's refund call (the
// local sandbox); a repeated request is recorded once; more than is left is refused; a full refund moves the review
// to refunded; the applicant is told by e-mail in their language; a reviewer cannot refund; every refund is audited.
import { randomUUID } from 'node:crypto';
import { MESSAGES, STAFF_MESSAGES, staffMessage } from '@evisa/contracts';
import type { SmtpSink } from '../../platform/notifications/testing/smtp-sink';
import { callSandbox, completeApplication, openDatabase, payOnce } from '../../applicant/payments/testing/payment-fixtures';
import { useDeskTestBed } from '../review/testing/desk-test-bed';
import type { StaffBrowser } from '../staff-auth/testing/staff-fixtures';
import type { TestApp } from '../../platform/testing/test-app';

describe('refunds at the desk (HTTP, real database, PayPal sandbox)', () => {
  const bed = useDeskTestBed();
  let app: TestApp;
  let sink: SmtpSink;
  let admin: StaffBrowser;
  let reviewer: StaffBrowser;

  beforeAll(async () => {
    ({ app, sink, admin, asha: reviewer } = bed);
  });

  /** An application paid through the sandbox, as an applicant pays, in the given language. */
  async function paidApplication(language = 'en') {
    const { id, email, session } = await completeApplication(app);
    const { captured } = await payOnce(app, session, id, 'approve');
    if (captured.status !== 200) throw new Error(`capture answered ${captured.status}`);
    const { db, close } = await openDatabase(app);
    try {
      await db.collection('applications').updateOne({ _id: id as never }, { $set: { language } });
      const payment = await db.collection('payments').findOne({ applicationId: id, status: 'completed' });
      return { id, email, session, captureId: payment!.captureId as string, total: Number(payment!.capturedAmount.value) };
    } finally {
      await close();
    }
  }
  const refund = (who: StaffBrowser, id: string, body: Record<string, unknown>) => who.send('POST', `/staff/applications/${id}/refunds`, body);
  const summary = async (id: string) => (await admin.get(`/staff/applications/${id}/refunds`)).body.data;
  const stateOf = async (id: string) => {
    for (const state of ['received', 'in_review', 'refunded']) {
      if (((await admin.get(`/staff/queue?state=${state}&search=${id}`)).body.data.items as unknown[]).length) return state;
    }
    return undefined;
  };
  /** The refund notices sent to an address (its payment confirmation is sent too, at its own pace). */
  const noticesTo = (email: string, subject: string) => sink.mails.filter((mail) => mail.to.includes(email) && mail.subject === subject);
  const waitForNotices = async (email: string, subject: string, count: number) => {
    for (let tries = 0; tries < 100 && noticesTo(email, subject).length < count; tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 300));
    return noticesTo(email, subject);
  };

  it('refuses a reviewer with a clear message, and records nothing', async () => {
    const { id } = await paidApplication();
    expect(await refund(reviewer, id, { reason: 'Duplicate payment', requestId: randomUUID() })).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.adminOnly } });
    expect((await reviewer.get(`/staff/applications/${id}/refunds`)).status).toBe(403);
    expect((await summary(id)).refunds).toEqual([]);
  });

  it('refunds in part, records a repeated request once, refuses more than is left, then refunds the rest in full', async () => {
    const { id, email, total } = await paidApplication('sv');
    expect(await summary(id)).toMatchObject({ captured: total.toFixed(2), refunded: '0.00', remaining: total.toFixed(2), currency: 'USD', refunds: [] });

    // Bad input, in the desk's words; nothing recorded.
    expect(await refund(admin, id, { amount: '12.345', reason: 'Fee change', requestId: randomUUID() })).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.refundAmountInvalid } });
    expect(await refund(admin, id, { amount: '0', reason: 'Fee change', requestId: randomUUID() })).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.refundAmountInvalid } });
    expect(await refund(admin, id, { amount: '10.00', reason: '  ', requestId: randomUUID() })).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.refundReasonRequired } });

    // A partial refund; the same request again (and twice at once) is the same refund.
    const first = randomUUID();
    const partial = await refund(admin, id, { amount: '10.00', reason: 'Service fee partly waived', requestId: first });
    expect(partial).toMatchObject({ status: 201, body: { data: { amount: '10.00', currency: 'USD', full: false, status: 'COMPLETED', reason: 'Service fee partly waived', by: { name: 'Anil Admin' } } } });
    const repeats = await Promise.all([refund(admin, id, { amount: '10.00', reason: 'Service fee partly waived', requestId: first }), refund(admin, id, { amount: '10.00', reason: 'x', requestId: first })]);
    for (const repeat of repeats) expect(repeat).toMatchObject({ status: 200, body: { data: { id: partial.body.data.id, paypalRefundId: partial.body.data.paypalRefundId } } });
    const second = randomUUID();
    const doubled = await Promise.all([refund(admin, id, { amount: '5.00', reason: 'Courier fee', requestId: second }), refund(admin, id, { amount: '5.00', reason: 'Courier fee', requestId: second })]);
    expect(doubled.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(doubled[0].body.data.paypalRefundId).toBe(doubled[1].body.data.paypalRefundId);
    const left = total - 15;
    expect(await summary(id)).toMatchObject({ refunded: '15.00', remaining: left.toFixed(2) });
    expect((await summary(id)).refunds).toHaveLength(2);
    expect(await stateOf(id)).toBe('received');

    // More than is left: refused, nothing recorded, PayPal not asked.
    const tooMuch = await refund(admin, id, { amount: (left + 0.01).toFixed(2), reason: 'Too much', requestId: randomUUID() });
    expect(tooMuch).toMatchObject({ status: 409, body: { message: staffMessage('refundMoreThanRemaining', { remaining: left.toFixed(2), currency: 'USD' }) } });
    expect((await summary(id)).refunds).toHaveLength(2);

    // The rest, in full: the review moves to refunded.
    const rest = await refund(admin, id, { reason: 'Applicant cancelled the trip', requestId: randomUUID() });
    expect(rest).toMatchObject({ status: 201, body: { data: { amount: left.toFixed(2), full: true } } });
    expect(await summary(id)).toMatchObject({ refunded: total.toFixed(2), remaining: '0.00' });
    expect(await stateOf(id)).toBe('refunded');
    expect(await refund(admin, id, { amount: '1.00', reason: 'Again', requestId: randomUUID() })).toMatchObject({ status: 409, body: { message: staffMessage('refundNotInState', { state: 'refunded' }) } });

    // The applicant is told of each refund once, in Swedish.
    const mails = await waitForNotices(email, `Återbetalning för din e-Visa-ansökan ${id}`, 3);
    expect(mails).toHaveLength(3);
    expect(mails.filter((mail) => mail.text.includes('Hela betalningen har återbetalats'))).toHaveLength(1);

    const trail = (await admin.get(`/staff/applications/${id}/audit`)).body.data as { action: string; changes: Record<string, unknown> }[];
    expect(trail.map((entry) => entry.action)).toEqual(['payment.refunded', 'payment.refunded', 'payment.refunded']);
    expect(trail[0].changes).toMatchObject({ refund: { amount: '10.00', full: false, reason: 'Service fee partly waived' } });
    expect(trail[2].changes).toMatchObject({ state: { from: 'received', to: 'refunded' }, refund: { amount: left.toFixed(2), full: true } });
  });

  it('closes corrections asked before a full refund: the opened items can no longer be written', async () => {
    const { id, session } = await paidApplication();
    expect((await reviewer.send('POST', `/staff/queue/${id}/claim`)).status).toBe(200);
    expect((await reviewer.send('POST', `/staff/applications/${id}/corrections`, { fields: ['surname'], documents: [], message: 'Check your surname' })).status).toBe(201);
    expect((await session.get(`/visaapplication/corrections?applicationId=${id}`)).status).toBe(200);
    expect((await refund(admin, id, { reason: 'Applicant withdrew', requestId: randomUUID() })).status).toBe(201);
    expect(await session.patch(`/visaapplication/corrections?applicationId=${id}`, { answers: { surname: 'Smythe' } })).toMatchObject({ status: 404, body: { message: MESSAGES.nothingToCorrect } });
    expect(await session.post(`/visaapplication/corrections/resubmit?applicationId=${id}`, {})).toMatchObject({ status: 404, body: { message: MESSAGES.nothingToCorrect } });
    const { db, close } = await openDatabase(app);
    try {
      expect(await db.collection('applications').findOne({ _id: id as never })).not.toHaveProperty('openForCorrection');
    } finally {
      await close();
    }
  });

  /** Puts the application's review in a state directly (as the desk's moves would leave it). */
  async function putInState(id: string, state: string) {
    const { db, close } = await openDatabase(app);
    try {
      await db.collection('reviews').insertOne({ _id: id as never, state, stateChangedAt: new Date(), claimedBy: null, history: [] });
    } finally {
      await close();
    }
  }

  it('refuses an application with no captured payment, and any refund of a granted one (REFUND_RULES)', async () => {
    const unpaid = await completeApplication(app, { status: 'paid', paidAt: new Date() });
    expect(await refund(admin, unpaid.id, { reason: 'x', requestId: randomUUID() })).toMatchObject({ status: 409, body: { message: STAFF_MESSAGES.refundNothingPaid } });
    const { id, total } = await paidApplication();
    await putInState(id, 'granted');
    const notGranted = { status: 409, body: { message: staffMessage('refundNotInState', { state: 'granted' }) } };
    expect(await refund(admin, id, { reason: 'x', requestId: randomUUID() })).toMatchObject(notGranted);
    // Nor all but a cent of it.
    expect(await refund(admin, id, { amount: (total - 0.01).toFixed(2), reason: 'x', requestId: randomUUID() })).toMatchObject(notGranted);
    expect(await summary(id)).toMatchObject({ remaining: '0.00', refunds: [] });
  });

  it('refunds nothing once the application is submitted or refused, as the refund policy says; a refund made before stays', async () => {
    const { id, total } = await paidApplication();
    expect((await refund(admin, id, { amount: '1.00', reason: 'Courier fee', requestId: randomUUID() })).status).toBe(201);
    for (const state of ['submitted', 'refused']) {
      const { db, close } = await openDatabase(app);
      await db.collection('reviews').deleteOne({ _id: id as never }).finally(close);
      await putInState(id, state);
      const notNow = { status: 409, body: { message: staffMessage('refundNotInState', { state: state === 'submitted' ? 'submitted to the government' : 'refused' }) } };
      expect(await refund(admin, id, { reason: 'The applicant cancelled the trip', requestId: randomUUID() })).toMatchObject(notNow);
      expect(await refund(admin, id, { amount: '1.00', reason: 'x', requestId: randomUUID() })).toMatchObject(notNow);
      expect(await summary(id)).toMatchObject({ captured: total.toFixed(2), refunded: '1.00', remaining: '0.00' });
    }
  });

  it('the PayPal sandbox refuses more than was captured, as PayPal does, and answers a repeated request id with the same refund', async () => {
    const { captureId, total } = await paidApplication();
    const call = (body: unknown, requestId: string) => callSandbox(app, 'POST', `/v2/payments/captures/${captureId}/refund`, { body, requestId });
    const over = await call({ amount: { currency_code: 'USD', value: (total + 1).toFixed(2) } }, 'a');
    expect(over.status).toBe(422);
    expect(((await over.json()) as { details: { issue: string }[] }).details[0].issue).toBe('REFUND_AMOUNT_EXCEEDED');
    const once = await call({ amount: { currency_code: 'USD', value: '1.00' } }, 'b');
    const again = await call({ amount: { currency_code: 'USD', value: '1.00' } }, 'b');
    expect(once.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(((await once.json()) as { id: string }).id);
    const rest = await call({}, 'c');
    expect(((await rest.json()) as { amount: { value: string } }).amount.value).toBe((total - 1).toFixed(2));
    const done = await call({}, 'd');
    expect(((await done.json()) as { details: { issue: string }[] }).details[0].issue).toBe('CAPTURE_FULLY_REFUNDED');
  });
});
