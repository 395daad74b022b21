// The desk's queue of paid applications (oldest first, urgent marked by deadline,
// filters, search), claiming one so two people do not work on it, moves out of order refused in plain words,
// and every move in the application's audit trail.
import { reviewDeadline, STAFF_MESSAGES, staffMessage } from '@evisa/contracts';
import { completeApplication, openDatabase } from '../../applicant/payments/testing/payment-fixtures';
import { useDeskTestBed } from './testing/desk-test-bed';

const HOUR = 3_600_000;

describe('the desk queue (HTTP, real database)', () => {
  const bed = useDeskTestBed();
  const ids: Record<'oldest' | 'urgent' | 'business' | 'granted' | 'draft', string> = {} as never;
  const paidAt = { oldest: new Date(Date.now() - 100 * HOUR), urgent: new Date(Date.now() - 20 * HOUR), business: new Date(Date.now() - 10 * HOUR) };

  const paid = (at: Date, overrides: Record<string, unknown> = {}) => completeApplication(bed.app, { status: 'paid', paidAt: at, editing: 'closed', ...overrides });

  beforeAll(async () => {
    ids.business = (await paid(paidAt.business, { visaService: 'business', serviceSubCategory: 'B1', surname: 'Okonkwo', passportNumber: 'P7766554' })).id;
    ids.oldest = (await paid(paidAt.oldest, { surname: 'Smithson' })).id;
    ids.urgent = (await paid(paidAt.urgent, { applicationType: 'urgent', surname: 'Nakamura' })).id;
    ids.granted = (await paid(new Date(Date.now() - 200 * HOUR), { surname: 'Granted' })).id;
    ids.draft = (await completeApplication(bed.app, { surname: 'Unpaid' })).id;
    const { db, close } = await openDatabase(bed.app);
    try {
      const at = new Date();
      await db.collection('reviews').insertOne({ _id: ids.granted as never, state: 'granted', stateChangedAt: at, claimedBy: null, history: [] });
    } finally {
      await close();
    }
  });

  const queue = async (query = '') => {
    const answer = await bed.asha.get(`/staff/queue${query}`);
    expect(answer.status).toBe(200);
    return answer.body.data.items as { applicationId: string; state: string; urgent: boolean; deadline: string; paidAt: string; overdue: boolean; claimedBy: { name: string } | null }[];
  };

  it('lists paid applications the desk still has work on, soonest deadline first, urgent ones marked with their deadline', async () => {
    const items = await queue();
    const due = (key: 'oldest' | 'urgent' | 'business') => reviewDeadline(paidAt[key], key === 'urgent' ? 'urgent' : 'normal').getTime();
    expect(items.map((item) => item.applicationId)).toEqual((['oldest', 'urgent', 'business'] as const).slice().sort((a, b) => due(a) - due(b)).map((key) => ids[key]));
    expect((await queue('?sort=paidAt')).map((item) => item.applicationId)).toEqual([ids.oldest, ids.urgent, ids.business]);
    const urgent = items.find((item) => item.applicationId === ids.urgent)!;
    expect(urgent).toMatchObject({ state: 'received', urgent: true, claimedBy: null, paidAt: paidAt.urgent.toISOString() });
    expect(urgent.deadline).toBe(reviewDeadline(paidAt.urgent, 'urgent').toISOString());
    const oldestDeadline = reviewDeadline(paidAt.oldest, 'normal');
    expect(items.find((item) => item.applicationId === ids.oldest)).toMatchObject({ urgent: false, deadline: oldestDeadline.toISOString(), overdue: oldestDeadline.getTime() < Date.now() });
  });

  it('filters by state, visa service and urgency, and finds by number, surname or passport number', async () => {
    const granted = await queue('?state=granted');
    expect(granted.map((item) => item.applicationId)).toEqual([ids.granted]);
    // Past its deadline, but the desk's work on it is done: not overdue.
    expect(Date.parse(granted[0].deadline)).toBeLessThan(Date.now());
    expect(granted[0].overdue).toBe(false);
    expect((await queue('?visaService=business')).map((item) => item.applicationId)).toEqual([ids.business]);
    expect((await queue('?urgency=urgent')).map((item) => item.applicationId)).toEqual([ids.urgent]);
    expect((await queue('?urgency=normal&sort=paidAt')).map((item) => item.applicationId)).toEqual([ids.oldest, ids.business]);
    const loose = `${ids.urgent.slice(0, 5)}-${ids.urgent.slice(5)}`.toLowerCase();
    expect((await queue(`?search=${encodeURIComponent(loose)}`)).map((item) => item.applicationId)).toEqual([ids.urgent]);
    expect((await queue('?search=smiths')).map((item) => item.applicationId)).toEqual([ids.oldest]);
    expect((await queue('?search=p7766554')).map((item) => item.applicationId)).toEqual([ids.business]);
    expect(await queue('?search=Unpaid')).toEqual([]);
    expect(await queue(`?search=${encodeURIComponent('.*')}`)).toEqual([]);
    const bad = await bed.asha.get('/staff/queue?state=paid&urgency=soon');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['state', 'urgency']);
  });

  it('lets one reviewer claim an application; a second is refused; only the claimant or an bed.admin releases it', async () => {
    const claimed = await bed.asha.send('POST', `/staff/queue/${ids.oldest}/claim`);
    expect(claimed).toMatchObject({ status: 200, body: { data: { state: 'in_review', claimedBy: { name: 'Asha Rao' } } } });
    expect((await bed.asha.send('POST', `/staff/queue/${ids.oldest}/claim`)).status).toBe(200);
    expect(await bed.ravi.send('POST', `/staff/queue/${ids.oldest}/claim`)).toMatchObject({ status: 409, body: { message: STAFF_MESSAGES.claimedByOther } });
    expect(await bed.ravi.send('POST', `/staff/queue/${ids.oldest}/release`)).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.notClaimedBySelf } });
    expect((await queue('?state=in_review')).map((item) => item.applicationId)).toEqual([ids.oldest]);

    expect(await bed.admin.send('POST', `/staff/queue/${ids.oldest}/release`)).toMatchObject({ status: 200, body: { data: { state: 'received', claimedBy: null } } });
    expect((await bed.ravi.send('POST', `/staff/queue/${ids.oldest}/claim`)).body.data.claimedBy.name).toBe('Ravi Kumar');
    expect((await bed.ravi.send('POST', `/staff/queue/${ids.oldest}/release`)).status).toBe(200);
  });

  it('gives an application to only one of two reviewers claiming it at the same moment', async () => {
    const answers = await Promise.all([bed.asha.send('POST', `/staff/queue/${ids.business}/claim`), bed.ravi.send('POST', `/staff/queue/${ids.business}/claim`)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body.data.claimedBy.name;
    expect((await queue(`?search=${ids.business}`))[0].claimedBy?.name).toBe(winner);
  });

  it('refuses a move out of order with a clear message, and anything that is not a paid application', async () => {
    const outOfOrder = await bed.asha.send('POST', `/staff/queue/${ids.granted}/claim`);
    expect(outOfOrder).toMatchObject({ status: 409, body: { message: staffMessage('transitionNotAllowed', { from: 'granted', to: 'in review' }) } });
    expect(outOfOrder.body.message).toBe('This application is granted; it cannot be moved to in review.');
    const release = await bed.asha.send('POST', `/staff/queue/${ids.urgent}/release`);
    expect(release).toMatchObject({ status: 409, body: { message: 'This application is received; it cannot be moved to received.' } });
    for (const id of [ids.draft, 'IN0000000000000', 'not-an-id']) {
      expect(await bed.asha.send('POST', `/staff/queue/${id}/claim`)).toMatchObject({ status: 404, body: { message: STAFF_MESSAGES.applicationNotInQueue } });
    }
  });

  it("writes every move to the application's audit trail, which admins alone can read", async () => {
    await bed.asha.send('POST', `/staff/queue/${ids.urgent}/claim`);
    await bed.asha.send('POST', `/staff/queue/${ids.urgent}/release`);
    const trail = await bed.admin.get(`/staff/applications/${ids.urgent}/audit`);
    expect(trail.status).toBe(200);
    expect(trail.body.data).toEqual([
      expect.objectContaining({ action: 'review.claimed', applicationId: ids.urgent, staff: expect.objectContaining({ role: 'reviewer', id: bed.asha.staffId }), changes: { state: { from: 'received', to: 'in_review' } }, address: '127.0.0.1' }),
      expect.objectContaining({ action: 'review.released', changes: { state: { from: 'in_review', to: 'received' }, claimedBy: bed.asha.staffId } }),
    ]);
    expect((await bed.admin.get(`/staff/applications/${ids.urgent.toLowerCase()}/audit`)).body.data).toHaveLength(2);
    expect((await bed.asha.get(`/staff/applications/${ids.urgent}/audit`)).status).toBe(403);
  });
});
