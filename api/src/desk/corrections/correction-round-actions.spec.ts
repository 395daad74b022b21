// Corrections that cannot stall a case: opening an answer opens what it reveals (a SAARC "No" can become "Yes" with
// its visits), the reviewer who asked can withdraw, resend or extend the request, a resubmission undoes the
// checklist ticks that covered what changed and returns the case to that reviewer, flagged, and the deadline stands
// still while the desk waits for the applicant.
import { CORRECTION_EXTEND_MAX_DAYS, MESSAGES, STAFF_MESSAGES, staffMessage } from '@evisa/contracts';
import { completeApplication, openDatabase } from '../../applicant/payments/testing/payment-fixtures';
import { useDeskTestBed } from '../review/testing/desk-test-bed';
import type { StaffBrowser } from '../staff-auth/testing/staff-fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Line = { applicationId: string; state: string; claimedBy: { name: string } | null; returned: { round: number } | null; deadline: string; deadlinePaused: boolean; overdue: boolean };

describe('correction rounds that cannot stall (HTTP, real database)', () => {
  const bed = useDeskTestBed();

  beforeAll(async () => {
  });

  const paid = (overrides: Record<string, unknown> = {}) => completeApplication(bed.app, { status: 'paid', paidAt: new Date(Date.now() - 30 * DAY), language: 'en', ...overrides });
  const claimed = async (who: StaffBrowser, overrides: Record<string, unknown> = {}) => {
    const application = await paid(overrides);
    expect((await who.send('POST', `/staff/queue/${application.id}/claim`)).status).toBe(200);
    return application;
  };
  const ask = (who: StaffBrowser, id: string, body: Record<string, unknown>) => who.send('POST', `/staff/applications/${id}/corrections`, body);
  const line = async (id: string): Promise<Line> => {
    for (const state of ['in_review', 'changes_requested', 'received']) {
      const items = (await bed.admin.get(`/staff/queue?search=${id}&state=${state}`)).body.data.items as Line[];
      if (items.length) return items[0];
    }
    throw new Error(`${id} is not in the queue`);
  };
  const linkOf = (text: string) => /\/corrections\/[A-Z0-9]+#([0-9a-z]+\.([0-9a-z]+)\.[A-Za-z0-9_-]+)/.exec(text)!;

  it('opens the answers an opened answer reveals, so a SAARC "No" becomes "Yes" with its visits and is sent back', async () => {
    const { id, session } = await claimed(bed.asha, { saarcCountries: 'no', visitedIndiaBefore: 'no' });
    const requested = await ask(bed.asha, id, { fields: ['saarcCountries', 'visitedIndiaBefore'], documents: [], message: 'Please tell us about your visits.' });
    expect(requested.status).toBe(201);
    expect(requested.body.data.fields).toEqual(expect.arrayContaining(['saarcCountries', 'saarcDetails', 'visitedIndiaBefore', 'visitedIndiaBeforeAddrss', 'visitedIndiaBeforeTypeOfVisa']));

    // "Yes" without the visits breaks the step's own rule; with them it is saved.
    const alone = await session.patch(`/visaapplication/corrections?applicationId=${id}`, { answers: { saarcCountries: 'yes' } });
    expect(alone.status).toBe(400);
    expect(Object.keys(alone.body.errors)).toContain('saarcDetails');
    const year = new Date().getUTCFullYear();
    const visits = [{ country: 'NP', year: String(year - 1), visits: '2' }];
    expect((await session.patch(`/visaapplication/corrections?applicationId=${id}`, { answers: { saarcCountries: 'yes', saarcDetails: visits } })).status).toBe(200);
    expect((await bed.stored(id)).saarcDetails).toEqual([{ country: 'NP', year: year - 1, visits: 2 }]);
    const sent = await session.post(`/visaapplication/corrections/resubmit?applicationId=${id}`, {});
    expect(sent).toMatchObject({ status: 200, body: { data: { changed: { fields: ['saarcCountries', 'saarcDetails'], documents: [] } } } });
    const round = (await bed.asha.get(`/staff/applications/${id}/corrections`)).body.data[0];
    expect(round.values).toEqual({ saarcCountries: { before: 'no', after: 'yes' }, saarcDetails: { before: [], after: [{ country: 'NP', year: year - 1, visits: 2 }] } });
  });

  it('returns a resubmitted case to the reviewer who asked, flagged, with the ticks that covered the changes undone', async () => {
    const { id, session } = await claimed(bed.asha);
    for (const item of ['photo', 'passportCopy', 'passportValidity', 'answersConsistent', 'securityQuestions']) {
      expect((await bed.asha.send('PUT', `/staff/applications/${id}/checklist/${item}`, { done: true })).status).toBe(200);
    }
    expect((await ask(bed.asha, id, { fields: ['cityOfBirth'], documents: [], message: 'Your city of birth differs from the passport.' })).status).toBe(201);
    expect(await line(id)).toMatchObject({ state: 'changes_requested', claimedBy: { name: 'Asha Rao' }, deadlinePaused: true, overdue: false });
    // While it waits, nobody else can take it, and it cannot be released into the queue.
    expect((await bed.ravi.send('POST', `/staff/queue/${id}/claim`)).status).toBe(409);
    expect((await bed.asha.send('POST', `/staff/queue/${id}/release`)).status).toBe(409);

    expect((await session.patch(`/visaapplication/corrections?applicationId=${id}`, { answers: { cityOfBirth: 'Manchester' } })).status).toBe(200);
    expect((await session.post(`/visaapplication/corrections/resubmit?applicationId=${id}`, {})).status).toBe(200);
    expect(await line(id)).toMatchObject({ state: 'in_review', claimedBy: { name: 'Asha Rao' }, returned: { round: 1 }, deadlinePaused: false });
    const checklist = (await bed.asha.get(`/staff/applications/${id}`)).body.data.checklist as { key: string; done: boolean }[];
    expect(Object.fromEntries(checklist.map((item) => [item.key, item.done]))).toEqual({ photo: true, passportCopy: false, passportValidity: true, answersConsistent: false, securityQuestions: true });
    // Submitting needs the undone ticks again.
    expect(await bed.asha.send('POST', `/staff/applications/${id}/submit`, { governmentReference: 'GOV-REF-1001' })).toMatchObject({ status: 409, body: { message: STAFF_MESSAGES.checklistIncomplete } });
    // The flag lasts until the reviewer moves the case on.
    expect((await bed.asha.send('POST', `/staff/queue/${id}/release`)).status).toBe(200);
    expect((await line(id)).returned).toBeNull();
  });

  it('pauses the deadline while the desk waits for the applicant', async () => {
    const { id, session } = await claimed(bed.asha, { paidAt: new Date(Date.now() - 8 * DAY) });
    const before = Date.parse((await line(id)).deadline);
    expect((await ask(bed.asha, id, { fields: ['cityOfBirth'], documents: [], message: 'Please check your city of birth.' })).status).toBe(201);
    // A week of waiting, as the review's history records it.
    const { db, close } = await openDatabase(bed.app);
    try {
      const since = new Date(Date.now() - 7 * DAY);
      await db.collection('reviews').updateOne({ _id: id as never }, { $set: { 'history.1.at': since, stateChangedAt: since } });
    } finally {
      await close();
    }
    const waiting = await line(id);
    expect(waiting).toMatchObject({ deadlinePaused: true, overdue: false });
    // A week holds five weekdays: the clock gave back at least those 120 hours.
    expect(Date.parse(waiting.deadline) - before).toBeGreaterThanOrEqual(5 * DAY - 2 * HOUR);
    await session.patch(`/visaapplication/corrections?applicationId=${id}`, { answers: { cityOfBirth: 'Bristol' } });
    await session.post(`/visaapplication/corrections/resubmit?applicationId=${id}`, {});
    const back = await line(id);
    expect(back.deadlinePaused).toBe(false);
    expect(Math.abs(Date.parse(back.deadline) - Date.parse(waiting.deadline))).toBeLessThanOrEqual(HOUR);
  });

  it('lets the reviewer who asked withdraw the request: the case comes back, the link closes, saved changes stay listed', async () => {
    const { id, email, session } = await claimed(bed.asha);
    expect((await ask(bed.asha, id, { fields: ['cityOfBirth', 'surname'], documents: [], message: 'Please check your city of birth.' })).status).toBe(201);
    const mail = await bed.sink.waitFor(email);
    expect((await session.patch(`/visaapplication/corrections?applicationId=${id}`, { answers: { surname: 'Smythe' } })).status).toBe(200);

    expect(await bed.ravi.send('POST', `/staff/applications/${id}/corrections/withdraw`)).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.notClaimedBySelf } });
    const withdrawn = await bed.asha.send('POST', `/staff/applications/${id}/corrections/withdraw`);
    expect(withdrawn).toMatchObject({ status: 200, body: { data: { round: 1, withdrawnAt: expect.any(String), changed: { fields: ['surname'], documents: [] }, values: { surname: { after: 'Smythe' } } } } });
    expect(await line(id)).toMatchObject({ state: 'in_review', claimedBy: { name: 'Asha Rao' } });
    expect((await bed.stored(id)).surname).toBe('Smythe');
    expect((await bed.stored(id)).openForCorrection).toBeUndefined();

    // The applicant's link and opened items are closed; the round's actions are refused.
    expect(await session.patch(`/visaapplication/corrections?applicationId=${id}`, { answers: { cityOfBirth: 'York' } })).toMatchObject({ status: 404, body: { message: MESSAGES.nothingToCorrect } });
    expect((await session.post('/visaapplication/corrections/open', { applicationId: id, token: linkOf(mail.text)[1] })).status).toBe(410);
    for (const action of ['withdraw', 'resend']) {
      expect(await bed.asha.send('POST', `/staff/applications/${id}/corrections/${action}`)).toMatchObject({ status: 409, body: { message: STAFF_MESSAGES.correctionNotOpen } });
    }
    // A new round can be asked.
    expect((await ask(bed.asha, id, { fields: ['cityOfBirth'], documents: [], message: 'Please check your city of birth again.' })).body.data.round).toBe(2);
    const trail = (await bed.admin.get(`/staff/applications/${id}/audit`)).body.data as { action: string }[];
    expect(trail.map((entry) => entry.action)).toEqual(['review.claimed', 'review.changesRequested', 'review.correctionWithdrawn', 'review.changesRequested']);
  });

  it('resends the e-mail with a working link, and extends the link with a new one; an expired link must be extended', async () => {
    const { id, email, session } = await claimed(bed.asha);
    expect((await ask(bed.asha, id, { fields: ['cityOfBirth'], documents: [], message: 'Please check your city of birth.' })).status).toBe(201);
    const first = await bed.sink.waitFor(email);

    expect((await bed.asha.send('POST', `/staff/applications/${id}/corrections/resend`)).body.data.resent).toBe(1);
    const again = await bed.sink.waitForMail((message) => message.to.includes(email) && message !== first);
    expect(linkOf(again.text)[2]).toBe(linkOf(first.text)[2]);

    for (const days of [0, CORRECTION_EXTEND_MAX_DAYS + 1, 1.5]) {
      expect(await bed.asha.send('POST', `/staff/applications/${id}/corrections/extend`, { days })).toMatchObject({
        status: 400,
        body: { message: staffMessage('correctionExtendDaysInvalid', { max: String(CORRECTION_EXTEND_MAX_DAYS) }) },
      });
    }
    // Expired: resending is refused in words that say what to do; an bed.admin extends it.
    const { db, close } = await openDatabase(bed.app);
    try {
      await db.collection('corrections').updateOne({ _id: `${id}#1` as never }, { $set: { linkExpiresAt: new Date(Date.now() - HOUR) } });
    } finally {
      await close();
    }
    expect(await bed.asha.send('POST', `/staff/applications/${id}/corrections/resend`)).toMatchObject({ status: 409, body: { message: STAFF_MESSAGES.correctionLinkExpiredExtend } });
    const extended = await bed.admin.send('POST', `/staff/applications/${id}/corrections/extend`, { days: 3 });
    expect(extended.status).toBe(200);
    const expiresAt = Date.parse(extended.body.data.linkExpiresAt);
    expect(expiresAt).toBeGreaterThan(Date.now() + 3 * DAY - 60_000);
    expect(expiresAt).toBeLessThan(Date.now() + 3 * DAY + 60_000);
    const renewed = await bed.sink.waitForMail((message) => message.to.includes(email) && message !== first && message !== again);
    const [, token, expiry] = linkOf(renewed.text);
    expect(parseInt(expiry, 36)).toBe(Math.floor(expiresAt / 1000));
    expect((await session.post('/visaapplication/corrections/open', { applicationId: id, token })).status).toBe(200);
  });
});
