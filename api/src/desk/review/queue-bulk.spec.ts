// Claim, assign and export several cases at once. Each case is done as its single action would
// be and answered on its own (done, or refused and why); each is in its own audit trail; the list is bounded.
import { BULK_MAX_CASES, STAFF_MESSAGES, staffMessage, type BulkResult } from '@evisa/contracts';
import { completeApplication, openDatabase } from '../../applicant/payments/testing/payment-fixtures';
import { useDeskTestBed } from './testing/desk-test-bed';

describe('bulk work from the queue (HTTP, real database)', () => {
  const bed = useDeskTestBed();

  beforeAll(async () => {
  });

  const paid = async () => (await completeApplication(bed.app, { status: 'paid', editing: 'closed', paidAt: new Date(), surname: 'Bulk' })).id;
  const outcomes = (answer: { status: number; body: { data: BulkResult } }) => {
    expect(answer.status).toBe(200);
    return answer.body.data.outcomes.map((outcome) => (outcome.ok ? [outcome.applicationId, 'done', outcome.item.claimedBy?.id] : [outcome.applicationId, outcome.message]));
  };
  async function auditActions(id: string) {
    const { db, close } = await openDatabase(bed.app);
    try {
      return (await db.collection('staff_audit').find({ applicationId: id }).sort({ at: 1 }).toArray()).map((entry) => [entry.action, entry.staff?.id]);
    } finally {
      await close();
    }
  }

  it('claims what it can and says per case why the rest was refused', async () => {
    const [free, heldByRavi, other] = [await paid(), await paid(), await paid()];
    expect((await bed.ravi.send('POST', `/staff/queue/${heldByRavi}/claim`)).status).toBe(200);

    const answer = await bed.asha.send('POST', '/staff/queue/claim', { applicationIds: [free, heldByRavi, 'EVISA-NOPE-0000', other, free] });
    expect(outcomes(answer)).toEqual([
      [free, 'done', bed.asha.staffId],
      [heldByRavi, STAFF_MESSAGES.claimedByOther],
      ['EVISA-NOPE-0000', STAFF_MESSAGES.applicationNotInQueue],
      [other, 'done', bed.asha.staffId],
    ]);
    expect(await auditActions(free)).toEqual([['review.claimed', bed.asha.staffId]]);
    expect(await auditActions(heldByRavi)).toEqual([['review.claimed', bed.ravi.staffId]]);
  });

  it('lets only admins assign several, each audited, refusing a case that cannot be given', async () => {
    const [received, inReview, waiting] = [await paid(), await paid(), await paid()];
    expect((await bed.asha.send('POST', `/staff/queue/${inReview}/claim`)).status).toBe(200);
    expect((await bed.asha.send('POST', `/staff/queue/${waiting}/claim`)).status).toBe(200);
    expect((await bed.asha.send('POST', `/staff/applications/${waiting}/corrections`, { fields: ['surname'], documents: [], message: 'Check your surname' })).status).toBe(201);

    expect(await bed.asha.send('POST', '/staff/queue/assign', { applicationIds: [received], staffId: bed.ravi.staffId })).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.adminOnly } });
    expect(outcomes(await bed.admin.send('POST', '/staff/queue/assign', { applicationIds: [received], staffId: 'nobody' }))).toEqual([[received, STAFF_MESSAGES.assigneeInvalid]]);

    const answer = await bed.admin.send('POST', '/staff/queue/assign', { applicationIds: [received, inReview, waiting], staffId: bed.ravi.staffId });
    expect(outcomes(answer)).toEqual([
      [received, 'done', bed.ravi.staffId],
      [inReview, 'done', bed.ravi.staffId],
      [waiting, STAFF_MESSAGES.assignNotAllowed],
    ]);
    expect(await auditActions(received)).toEqual([['review.assigned', bed.admin.staffId]]);
    expect((await auditActions(inReview)).at(-1)).toEqual(['review.assigned', bed.admin.staffId]);
    expect((await auditActions(waiting)).map(([action]) => action)).not.toContain('review.assigned');
  });

  it('exports the lines of several cases, audited per case', async () => {
    const [one, two] = [await paid(), await paid()];
    const answer = await bed.asha.send('POST', '/staff/queue/export', { applicationIds: [one, two, 'EVISA-NOPE-0000'] });
    expect(answer.status).toBe(200);
    const result = answer.body.data as BulkResult;
    expect(result.outcomes.map((outcome) => outcome.ok)).toEqual([true, true, false]);
    expect(result.outcomes[0]).toMatchObject({ ok: true, item: { applicationId: one, surname: 'Bulk', state: 'received' } });
    for (const id of [one, two]) expect(await auditActions(id)).toEqual([['review.exported', bed.asha.staffId]]);
  });

  it('needs the CSRF token and 1 to 100 cases, and says so', async () => {
    const id = await paid();
    expect(await bed.asha.session.post('/staff/queue/claim', { applicationIds: [id] })).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.csrfFailed } });
    const bounds = staffMessage('bulkCasesInvalid', { max: String(BULK_MAX_CASES) });
    for (const applicationIds of [[], Array.from({ length: BULK_MAX_CASES + 1 }, (_, index) => `EVISA-${String(index).padStart(4, '0')}-0000`)]) {
      expect(await bed.asha.send('POST', '/staff/queue/export', { applicationIds })).toMatchObject({ status: 400, body: { message: bounds, errors: { applicationIds: bounds } } });
    }
    expect((await bed.asha.send('POST', '/staff/queue/claim', { applicationIds: 'all' })).status).toBe(400);
    expect(await auditActions(id)).toEqual([]);
  });
});
