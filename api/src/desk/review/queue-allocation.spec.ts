// Finding and allocating work: the queue sorts by deadline (urgent cases due sooner come first), by travel date or
// payment; "mine" and "unassigned"; pages; admins assign and reassign; search by any part of the number, passport
// number, surname or given name, e-mail, phone or government reference.
import { governmentReferenceKey, STAFF_MESSAGES } from '@evisa/contracts';
import { completeApplication, openDatabase } from '../../applicant/payments/testing/payment-fixtures';
import { useDeskTestBed } from './testing/desk-test-bed';
import { enrolStaff } from '../staff-auth/testing/staff-fixtures';

const HOUR = 3_600_000;

type Line = { applicationId: string; state: string; claimedBy: { id: string; name: string } | null };
type Page = { items: Line[]; total: number; page: number; pageSize: number };

describe('allocating and finding work in the queue (HTTP, real database)', () => {
  const bed = useDeskTestBed();
  const ids: Record<'normal' | 'urgent' | 'travelsFirst' | 'submitted', string> = {} as never;

  const paid = async (overrides: Record<string, unknown>) => (await completeApplication(bed.app, { status: 'paid', editing: 'closed', ...overrides })).id;

  beforeAll(async () => {
    // Paid earlier but due later than the urgent one, which was paid after it.
    ids.normal = await paid({ paidAt: new Date(Date.now() - 3 * HOUR), applicationType: 'normal', surname: 'Fernandes', givenName: 'Lucia', expectedArrival: '2031-05-01' });
    ids.urgent = await paid({ paidAt: new Date(Date.now() - 2 * HOUR), applicationType: 'urgent', surname: 'Okafor', givenName: 'Chidi', expectedArrival: '2031-06-01' });
    ids.travelsFirst = await paid({
      paidAt: new Date(Date.now() - HOUR),
      applicationType: 'normal',
      surname: 'Lindqvist',
      givenName: 'Maja',
      expectedArrival: '2031-04-01',
      email: 'Maja.Lindqvist@Example.org',
      contactNo: '+46 70-123 45 67',
    });
    ids.submitted = await paid({ paidAt: new Date(Date.now() - 4 * HOUR), surname: 'Tanaka' });
    const { db, close } = await openDatabase(bed.app);
    try {
      const at = new Date();
      const by = { id: 'someone', name: 'Someone' };
      await db.collection('reviews').insertOne({ _id: ids.submitted as never, state: 'submitted', stateChangedAt: at, claimedBy: by, history: [], submission: { governmentReference: 'ev-2031-77881', referenceKey: governmentReferenceKey('ev-2031-77881'), at, by } });
    } finally {
      await close();
    }
  });

  const queue = async (query: string, who = bed.asha): Promise<Page> => {
    const answer = await who.get(`/staff/queue${query}`);
    expect(answer.status).toBe(200);
    return answer.body.data as Page;
  };
  const order = async (query: string, who = bed.asha) => (await queue(query, who)).items.map((item) => item.applicationId);

  it('sorts by deadline by default, so an urgent case paid later comes before a normal one; or by travel date or payment', async () => {
    const everyOpen = await order('');
    expect(everyOpen.indexOf(ids.urgent)).toBeLessThan(everyOpen.indexOf(ids.normal));
    expect(await order('?state=received')).toEqual([ids.urgent, ids.normal, ids.travelsFirst]);
    expect(await order('?state=received&sort=travelDate')).toEqual([ids.travelsFirst, ids.normal, ids.urgent]);
    expect(await order('?state=received&sort=paidAt')).toEqual([ids.normal, ids.urgent, ids.travelsFirst]);
    const refused = await bed.asha.get('/staff/queue?sort=name&assigned=everyone&page=0&pageSize=500');
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['assigned', 'page', 'pageSize', 'sort']);
  });

  it('pages, telling how many match in all', async () => {
    expect(await queue('?state=received&sort=paidAt&pageSize=2')).toMatchObject({ total: 3, page: 1, pageSize: 2, items: [{ applicationId: ids.normal }, { applicationId: ids.urgent }] });
    expect(await queue('?state=received&sort=paidAt&pageSize=2&page=2')).toMatchObject({ total: 3, page: 2, items: [{ applicationId: ids.travelsFirst }] });
    expect((await queue('?state=received&pageSize=2&page=3')).items).toEqual([]);
  });

  it('lets admins assign and reassign; "mine" and "unassigned" filter by holder', async () => {
    expect(await bed.ravi.send('POST', `/staff/queue/${ids.normal}/assign`, { staffId: bed.ravi.staffId })).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.adminOnly } });
    const assigned = await bed.admin.send('POST', `/staff/queue/${ids.normal}/assign`, { staffId: bed.ravi.staffId });
    expect(assigned).toMatchObject({ status: 200, body: { data: { state: 'in_review', claimedBy: { id: bed.ravi.staffId, name: 'Ravi Kumar' } } } });
    expect(await order('?assigned=mine', bed.ravi)).toEqual([ids.normal]);
    expect(await order('?assigned=mine', bed.asha)).toEqual([]);
    expect(await order('?assigned=unassigned&sort=paidAt')).toEqual([ids.urgent, ids.travelsFirst]);

    // Reassigned while in review: the case changes hands, in the same state; Ravi's claim no longer counts.
    expect((await bed.admin.send('POST', `/staff/queue/${ids.normal}/assign`, { staffId: bed.asha.staffId })).body.data).toMatchObject({ state: 'in_review', claimedBy: { name: 'Asha Rao' } });
    expect(await order('?assigned=mine', bed.asha)).toEqual([ids.normal]);
    expect((await bed.ravi.send('PUT', `/staff/applications/${ids.normal}/checklist/photo`, { done: true })).status).toBe(403);
    expect((await bed.asha.send('PUT', `/staff/applications/${ids.normal}/checklist/photo`, { done: true })).status).toBe(200);

    const trail = (await bed.admin.get(`/staff/applications/${ids.normal}/audit`)).body.data as { action: string; changes: Record<string, unknown> }[];
    expect(trail.filter((entry) => entry.action === 'review.assigned').map((entry) => entry.changes.claimedBy)).toEqual([
      { from: null, to: bed.ravi.staffId },
      { from: bed.ravi.staffId, to: bed.asha.staffId },
    ]);
  });

  it('refuses to assign to an unknown or disabled member of staff, or a case past review', async () => {
    const invalid = { status: 400, body: { message: STAFF_MESSAGES.assigneeInvalid } };
    expect(await bed.admin.send('POST', `/staff/queue/${ids.urgent}/assign`, { staffId: 'nobody' })).toMatchObject(invalid);
    const leaver = await enrolStaff(bed.app, 'reviewer', 'Lee Leaver');
    expect((await bed.admin.send('POST', `/staff/accounts/${leaver.id}/disable`)).status).toBe(200);
    expect(await bed.admin.send('POST', `/staff/queue/${ids.urgent}/assign`, { staffId: leaver.id })).toMatchObject(invalid);
    expect(await bed.admin.send('POST', `/staff/queue/${ids.submitted}/assign`, { staffId: bed.asha.staffId })).toMatchObject({ status: 409, body: { message: STAFF_MESSAGES.assignNotAllowed } });
    expect((await order('?state=received&sort=paidAt')).includes(ids.urgent)).toBe(true);
  });

  it('finds a case by any part of its number, passport number, surname or given name, e-mail, phone or government reference', async () => {
    const found = async (text: string) => order(`?search=${encodeURIComponent(text)}`);
    expect(await found(ids.urgent.slice(4, 10))).toEqual([ids.urgent]);
    expect(await found(ids.urgent.slice(-6).toLowerCase())).toEqual([ids.urgent]);
    expect(await found('luc')).toEqual([ids.normal]);
    expect(await found('OKAF')).toEqual([ids.urgent]);
    expect(await found('maja.lindqvist@example.org')).toEqual([ids.travelsFirst]);
    expect(await found('maja.lindqvist@example')).toEqual([]);
    expect(await found('70 123 4567')).toEqual([ids.travelsFirst]);
    expect(await found('+46701234567')).toEqual([ids.travelsFirst]);
    // The reference was typed in lower case: found however it is typed now (by its normalised key).
    expect(await found('EV-2031-77881')).toEqual([ids.submitted]);
    expect(await found('Ev-2031-77881')).toEqual([ids.submitted]);
    expect(await found('ev-2031-77881')).toEqual([ids.submitted]);
    // Text that is a pattern is looked for as text.
    expect(await found('.*')).toEqual([]);
    expect(await found('(a+)+$')).toEqual([]);
  });
});
