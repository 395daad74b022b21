// A refund PayPal made without answering in time is neither lost nor made twice. Its record and
// reservation stay; the desk is told it is not confirmed; the same request sent again asks PayPal under the same
// request id and records, audits and e-mails the refund once. Over HTTP against the real database and the sandbox.
import { randomUUID } from 'node:crypto';
import { STAFF_MESSAGES } from '@evisa/contracts';
import { completeApplication, openDatabase, payOnce, setSandboxHooks } from '../../applicant/payments/testing/payment-fixtures';
import { useDeskTestBed } from '../review/testing/desk-test-bed';

const PAYPAL_TIMEOUT_MS = 1000;

describe('a refund PayPal did not answer (HTTP, real database, PayPal sandbox)', () => {
  const bed = useDeskTestBed({ PAYPAL_TIMEOUT_MS: String(PAYPAL_TIMEOUT_MS) });

  beforeAll(async () => {
  });

  it('keeps it pending and reserved, then records it once when the same request is sent again', async () => {
    const { app, admin, sink } = bed;
    const { id, email, session } = await completeApplication(app);
    const { orderID, captured } = await payOnce(app, session, id, 'approve');
    expect(captured.status).toBe(200);
    const summary = async () => (await admin.get(`/staff/applications/${id}/refunds`)).body.data;
    const { captured: total } = await summary();

    await setSandboxHooks(app, orderID, { delayMs: 3 * PAYPAL_TIMEOUT_MS });
    const request = { amount: '10.00', reason: 'Courier fee', requestId: randomUUID() };
    const unanswered = await admin.send('POST', `/staff/applications/${id}/refunds`, request);
    expect(unanswered).toMatchObject({ status: 503, body: { message: STAFF_MESSAGES.refundUnconfirmed } });
    // PayPal may have refunded: the amount stays reserved, the record pending.
    expect(await summary()).toMatchObject({ refunded: '10.00', remaining: (Number(total) - 10).toFixed(2), refunds: [{ status: 'PENDING', paypalRefundId: '' }] });
    expect((await admin.send('POST', `/staff/applications/${id}/refunds`, { amount: total, reason: 'All of it', requestId: randomUUID() })).status).toBe(409);

    await setSandboxHooks(app, orderID, {});
    const again = await admin.send('POST', `/staff/applications/${id}/refunds`, request);
    expect(again).toMatchObject({ status: 200, body: { data: { amount: '10.00', status: 'COMPLETED', paypalRefundId: expect.stringMatching(/^\w{17}$/) } } });
    expect((await summary()).refunds).toEqual([expect.objectContaining({ paypalRefundId: again.body.data.paypalRefundId })]);
    expect((await admin.send('POST', `/staff/applications/${id}/refunds`, request)).body.data.paypalRefundId).toBe(again.body.data.paypalRefundId);

    const trail = (await admin.get(`/staff/applications/${id}/audit`)).body.data as { action: string }[];
    expect(trail.filter((entry) => entry.action === 'payment.refunded')).toHaveLength(1);
    await sink.waitForMail((mail) => mail.to.includes(email) && mail.subject.startsWith('Refund'));
    const { db, close } = await openDatabase(app);
    try {
      expect(await db.collection('emails').countDocuments({ template: 'refundNotice', applicationId: id })).toBe(1);
    } finally {
      await close();
    }
  });
});
