// Refunds are reserved in one atomic step against what is left of the traveller's share and of
// the capture. Ten admin refunds with different request ids sent at the same moment, at one traveller of a paid
// group and at a single application, never refund more than was paid; each one PayPal accepts is recorded, audited
// and e-mailed exactly once. Over HTTP against the real database, the PayPal sandbox and an SMTP sink.
import { randomUUID } from 'node:crypto';
import { REVIEW_STATE_LABELS, staffMessage } from '@evisa/contracts';
import { addTraveller, completeInDatabase, travellerStep1 } from '../../applicant/orders/testing/order-fixtures';
import { completeApplication, openDatabase, payOnce } from '../../applicant/payments/testing/payment-fixtures';
import { useDeskTestBed } from '../review/testing/desk-test-bed';

const AT_ONCE = 10;

describe('concurrent refunds at the desk (HTTP, real database, PayPal sandbox)', () => {
  const bed = useDeskTestBed();

  const cents = (amount: string) => Math.round(Number(amount) * 100);
  const refund = (id: string, body: Record<string, unknown>) => bed.admin.send('POST', `/staff/applications/${id}/refunds`, body);
  const summary = async (id: string) => (await bed.admin.get(`/staff/applications/${id}/refunds`)).body.data as { captured: string; refunded: string; remaining: string; refunds: { paypalRefundId: string; amount: string }[] };
  const fireAtOnce = (id: string, body: (i: number) => Record<string, unknown>) => Promise.all(Array.from({ length: AT_ONCE }, (_, i) => refund(id, { reason: `Refund ${i}`, requestId: randomUUID(), ...body(i) })));

  /** What the applicant was told and what the audit trail holds, once the outbox has sent what it queued. */
  async function noticesAndTrail(id: string, email: string) {
    const { db, close } = await openDatabase(bed.app);
    let queued: number;
    try {
      queued = await db.collection('emails').countDocuments({ template: 'refundNotice', applicationId: id });
    } finally {
      await close();
    }
    const subject = `Refund for your e-Visa application ${id}`;
    const sent = () => bed.sink.mails.filter((mail) => mail.to.includes(email) && mail.subject === subject).length;
    for (let tries = 0; tries < 100 && sent() < queued; tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const trail = (await bed.admin.get(`/staff/applications/${id}/audit`)).body.data as { action: string }[];
    return { queued, sent: sent(), audited: trail.filter((entry) => entry.action === 'payment.refunded').length };
  }

  it('refunds one traveller of a paid group at most their share, each accepted refund recorded, audited and e-mailed once; the others stay refundable', async () => {
    const { id: leadId, session } = await completeApplication(bed.app);
    const amaraStep1 = travellerStep1('Amara');
    const amara = await addTraveller(session, leadId, amaraStep1);
    const kofi = await addTraveller(session, leadId, travellerStep1('Kofi'));
    await completeInDatabase(bed.app, amara);
    await completeInDatabase(bed.app, kofi);
    expect((await payOnce(bed.app, session, leadId, 'approve')).captured.status).toBe(200);

    const share = cents((await summary(amara)).captured);
    // Each asks for 30 % of Amara's share: three fit, the fourth would pass her share though the capture still covers it.
    const part = Math.floor(share * 0.3);
    const answers = await fireAtOnce(amara, () => ({ amount: (part / 100).toFixed(2) }));
    const made = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(made).toHaveLength(Math.floor(share / part));
    for (const answer of refused) expect(answer).toMatchObject({ status: 409, body: { message: expect.stringMatching(/^Only \d+\.\d{2} USD of this payment can still be refunded\.$/) } });

    const after = await summary(amara);
    expect(cents(after.refunded)).toBe(made.length * part);
    expect(cents(after.remaining)).toBe(share - made.length * part);
    expect(after.refunds.map((record) => record.paypalRefundId).sort()).toEqual(made.map((answer) => answer.body.data.paypalRefundId).sort());
    expect(new Set(after.refunds.map((record) => record.paypalRefundId)).size).toBe(made.length);
    expect(await noticesAndTrail(amara, amaraStep1.email)).toEqual({ queued: made.length, sent: made.length, audited: made.length });

    // Ten at once for the rest of her share, each asking for everything left: one refunds it, in full.
    const rest = await fireAtOnce(amara, () => ({}));
    expect(rest.filter((answer) => answer.status === 201).map((answer) => answer.body.data)).toEqual([expect.objectContaining({ amount: after.remaining, full: true })]);
    // A request that read the balance before the full refund closed the case hears that nothing is left; one that
    // arrived after it hears that a refunded case refunds nothing. Which is which depends only on timing.
    const refusals = [staffMessage('refundMoreThanRemaining', { remaining: '0.00', currency: 'USD' }), staffMessage('refundNotInState', { state: REVIEW_STATE_LABELS.refunded })];
    for (const answer of rest.filter((one) => one.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(refusals).toContain(answer.body.message);
    }
    expect(await summary(amara)).toMatchObject({ refunded: (share / 100).toFixed(2), remaining: '0.00' });
    expect(await noticesAndTrail(amara, amaraStep1.email)).toEqual({ queued: made.length + 1, sent: made.length + 1, audited: made.length + 1 });

    // The lead's and Kofi's shares are untouched: each is refunded in full.
    for (const other of [leadId, kofi]) {
      const { captured } = await summary(other);
      expect(await refund(other, { reason: 'Trip cancelled', requestId: randomUUID() })).toMatchObject({ status: 201, body: { data: { amount: captured, full: true } } });
    }
  });

  it('refunds a single application at most what was captured when ten ask at once', async () => {
    const { id, email, session } = await completeApplication(bed.app);
    expect((await payOnce(bed.app, session, id, 'approve')).captured.status).toBe(200);
    const captured = cents((await summary(id)).captured);

    // Ten at once, each asking for 40 % of the capture: two fit.
    const part = Math.floor(captured * 0.4);
    const answers = await fireAtOnce(id, () => ({ amount: (part / 100).toFixed(2) }));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(AT_ONCE - 2);
    expect(cents((await summary(id)).refunded)).toBe(2 * part);

    // Ten at once for the rest, some asking for everything and some for a part: never more than the capture.
    const rest = await fireAtOnce(id, (i) => (i % 2 ? {} : { amount: '1.00' }));
    const made = rest.filter((answer) => answer.status === 201).map((answer) => cents(answer.body.data.amount));
    expect(made.length).toBeGreaterThan(0);
    const total = cents((await summary(id)).refunded);
    expect(total).toBe(2 * part + made.reduce((sum, amount) => sum + amount, 0));
    expect(total).toBeLessThanOrEqual(captured);
    expect(await noticesAndTrail(id, email)).toEqual({ queued: 2 + made.length, sent: 2 + made.length, audited: 2 + made.length });
  });
});
