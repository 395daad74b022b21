// The admins' reports (daily counts by state, throughput per member of staff, deadlines missed,
// money by day) read from the records, with days in the agency's time zone; the money's totals are the payment
// and refund records' own; reviewers are refused; a bad period is refused in plain words.
import { randomUUID } from 'node:crypto';
import { STAFF_MESSAGES, type Report } from '@evisa/contracts';
import { completeApplication, openDatabase, payOnce } from '../../applicant/payments/testing/payment-fixtures';
import { useDeskTestBed } from '../review/testing/desk-test-bed';
import { agencyDay } from './report-days';

const ZONE = 'Asia/Kolkata';
const DAY = 86_400_000;

describe('reports for admins (HTTP, real database)', () => {
  const bed = useDeskTestBed({ AGENCY_TIME_ZONE: ZONE });

  beforeAll(async () => {
  });

  const day = (offset: number) => agencyDay(new Date(Date.now() + offset * DAY), ZONE);
  const report = async (kind: string, from = day(-1), to = day(1)) => {
    const answer = await bed.admin.get(`/staff/reports/${kind}?from=${from}&to=${to}`);
    if (answer.status !== 200) throw new Error(`${kind} answered ${answer.status}: ${answer.text}`);
    return answer.body.data as Report;
  };
  async function paidThroughSandbox() {
    const { id, session } = await completeApplication(bed.app);
    const { captured } = await payOnce(bed.app, session, id, 'approve');
    if (captured.status !== 200) throw new Error(`capture answered ${captured.status}`);
    return id;
  }

  it('refuses reviewers, an unknown report and a bad period, in plain words', async () => {
    expect((await bed.asha.get(`/staff/reports/money?from=${day(0)}&to=${day(0)}`)).status).toBe(403);
    expect(await bed.admin.get(`/staff/reports/salaries?from=${day(0)}&to=${day(0)}`)).toMatchObject({ status: 404, body: { message: STAFF_MESSAGES.reportUnknown } });
    for (const query of [`from=${day(1)}&to=${day(0)}`, 'from=2026-02-30&to=2026-03-02', 'from=2025-01-01&to=2026-01-02', 'from=yesterday&to=today', `to=${day(0)}`]) {
      expect([query, await bed.admin.get(`/staff/reports/money?${query}`)]).toMatchObject([query, { status: 400, body: { message: STAFF_MESSAGES.reportPeriodInvalid } }]);
    }
  });

  it('counts money by day from the payment and refund records, and the totals are theirs', async () => {
    const first = await paidThroughSandbox();
    await paidThroughSandbox();
    expect((await bed.admin.send('POST', `/staff/applications/${first}/refunds`, { amount: '10.00', reason: 'Courier fee', requestId: randomUUID() })).status).toBe(201);
    expect((await bed.admin.send('POST', `/staff/applications/${first}/refunds`, { amount: '2.50', reason: 'Goodwill', requestId: randomUUID() })).status).toBe(201);

    const money = await report('money');
    expect(money).toMatchObject({ kind: 'money', timeZone: ZONE, from: day(-1), to: day(1), currency: 'USD' });
    expect(money.rows.map((row) => row['day'])).toEqual([day(-1), day(0), day(1)]);
    const { db, close } = await openDatabase(bed.app);
    try {
      const payments = await db.collection('payments').find({ completedAt: { $exists: true } }).toArray();
      const refunds = await db.collection('refunds').find({ state: 'recorded' }).toArray();
      const captured = payments.reduce((sum, payment) => sum + Math.round(Number(payment.capturedAmount.value) * 100), 0);
      const refunded = refunds.reduce((sum, refund) => sum + (refund.cents as number), 0);
      expect(payments).toHaveLength(2);
      expect(refunded).toBe(1250);
      expect(money.totals).toEqual({ payments: 2, captured: (captured / 100).toFixed(2), refunds: 2, refunded: '12.50', net: ((captured - refunded) / 100).toFixed(2) });
      expect(money.rows.find((row) => row['day'] === day(0))).toMatchObject({ payments: 2, refunds: 2, refunded: '12.50' });
    } finally {
      await close();
    }
  });

  it('counts the day’s moves by state and each member of staff’s work', async () => {
    const one = await paidThroughSandbox();
    const two = await paidThroughSandbox();
    for (const id of [one, two]) expect((await bed.asha.send('POST', `/staff/queue/${id}/claim`)).status).toBe(200);
    expect((await bed.asha.send('POST', `/staff/applications/${one}/corrections`, { fields: ['surname'], documents: [], message: 'Check your surname' })).status).toBe(201);

    const states = await report('states', day(0), day(0));
    expect(states.rows).toHaveLength(1);
    // This spec's database holds the two paid applications of the test before too (received, untouched).
    expect(states.totals).toEqual({ received: 4, in_review: 2, changes_requested: 1, submitted: 0, granted: 0, refused: 0, refunded: 0 });

    const throughput = await report('throughput', day(0), day(0));
    expect(throughput.rows).toEqual([
      { person: 'Anil Admin', claimed: 0, changesRequested: 0, submitted: 0, granted: 0, refused: 0, refunded: 2 },
      { person: 'Asha Rao', claimed: 2, changesRequested: 1, submitted: 0, granted: 0, refused: 0, refunded: 0 },
    ]);
    expect(throughput.totals).toEqual({ claimed: 2, changesRequested: 1, submitted: 0, granted: 0, refused: 0, refunded: 2 });
  });

  it('lists the cases whose deadline passed in the period before the desk finished with them', async () => {
    const paidAt = new Date(Date.now() - 20 * DAY);
    const late = (await completeApplication(bed.app, { status: 'paid', paidAt, applicationType: 'normal' })).id;
    const inTime = (await completeApplication(bed.app, { status: 'paid', paidAt, applicationType: 'normal' })).id;
    const { db, close } = await openDatabase(bed.app);
    try {
      const at = (hours: number) => new Date(paidAt.getTime() + hours * 3_600_000);
      await db.collection('reviews').insertOne({
        _id: inTime as never,
        state: 'submitted',
        stateChangedAt: at(2),
        claimedBy: { id: bed.asha.staffId, name: 'Asha Rao' },
        history: [
          { from: 'received', to: 'in_review', at: at(1), by: bed.asha.staffId },
          { from: 'in_review', to: 'submitted', at: at(2), by: bed.asha.staffId },
        ],
        checklist: {},
        notes: [],
        submission: null,
        result: null,
      });
    } finally {
      await close();
    }
    const missed = await report('missedDeadlines', day(-30), day(0));
    expect(missed.totals).toBeNull();
    expect(missed.rows.map((row) => row['applicationId'])).toEqual([late]);
    expect(missed.rows[0]).toMatchObject({ urgent: false, finishedAt: null, state: 'received', person: null, deadline: expect.any(String) });
    expect(new Date(String(missed.rows[0]['deadline'])).getTime()).toBeLessThan(Date.now());
  });
});
