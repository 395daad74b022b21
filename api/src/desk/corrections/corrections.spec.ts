// The reviewer holding a paid application asks for corrections; the applicant gets a signed,
// time-limited link in their language that opens only those items; writes outside them are refused; sending the
// corrections back returns the application to the reviewer who asked, with what changed. Priced answers can never be opened.
import { CORRECTION_MESSAGE_MAX_LENGTH, MESSAGES, STAFF_MESSAGES, STEP2_FIELDS, staffMessage } from '@evisa/contracts';
import { completeApplication } from '../../applicant/payments/testing/payment-fixtures';
import { form, jpeg } from '../../platform/files/testing/test-images';
import { useDeskTestBed } from '../review/testing/desk-test-bed';
import type { StaffBrowser } from '../staff-auth/testing/staff-fixtures';
import { ApiSession } from '../../platform/testing/api-session';
import { correctionLinkSecret, signCorrectionLink } from './correction-link';

const HOUR = 3_600_000;

describe('corrections after payment (HTTP, real database)', () => {
  const bed = useDeskTestBed();

  beforeAll(async () => {
  });

  const paid = (overrides: Record<string, unknown> = {}) => completeApplication(bed.app, { status: 'paid', paidAt: new Date(Date.now() - 5 * HOUR), language: 'fr', ...overrides });
  const ask = (who: StaffBrowser, id: string, body: Record<string, unknown>) => who.send('POST', `/staff/applications/${id}/corrections`, body);
  const queued = async (id: string) => {
    for (const state of ['received', 'in_review', 'changes_requested']) {
      const found = (await bed.asha.get(`/staff/queue?state=${state}&search=${id}`)).body.data.items as { state: string; claimedBy: unknown; returned: unknown }[];
      if (found.length) return found[0];
    }
    return undefined;
  };
  const tokenOf = (text: string) => {
    const match = /\/corrections\/([A-Z0-9]+)#([0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]+)/.exec(text);
    if (!match) throw new Error(`no correction link in: ${text}`);
    return { id: match[1], token: match[2] };
  };
  const stored = (id: string) => bed.stored(id);

  it('refuses priced answers, unknown items, an empty request, and anyone but the reviewer holding the application', async () => {
    const { id } = await paid();
    const body = { fields: ['surname'], documents: [], message: 'Please check the spelling of your surname.' };
    // Not claimed yet: received cannot move to changes requested.
    expect(await ask(bed.asha, id, body)).toMatchObject({ status: 409, body: { message: staffMessage('transitionNotAllowed', { from: 'received', to: 'waiting for the applicant’s changes' }) } });
    expect((await bed.asha.send('POST', `/staff/queue/${id}/claim`)).status).toBe(200);
    for (const priced of [['visaService'], ['serviceSubCategory', 'surname'], ['applicationType'], ['nationality']]) {
      const refused = await ask(bed.asha, id, { ...body, fields: priced });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(staffMessage('pricedFieldNotCorrectable', { fields: priced.filter((field) => field !== 'surname').join(', ') }));
    }
    expect(await ask(bed.asha, id, { ...body, fields: ['email', 'notAField'] })).toMatchObject({ status: 400, body: { message: staffMessage('fieldNotCorrectable', { fields: 'email, notAField' }) } });
    expect(await ask(bed.asha, id, { ...body, fields: [], documents: ['notADocument'] })).toMatchObject({ status: 400, body: { message: staffMessage('fieldNotCorrectable', { fields: 'notADocument' }) } });
    expect(await ask(bed.asha, id, { ...body, fields: [] })).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.correctionItemsRequired } });
    expect(await ask(bed.asha, id, { ...body, message: '   ' })).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.correctionMessageRequired } });
    expect(await ask(bed.asha, id, { ...body, message: 'x'.repeat(CORRECTION_MESSAGE_MAX_LENGTH + 1) })).toMatchObject({ status: 400, body: { message: staffMessage('correctionMessageTooLong', { max: String(CORRECTION_MESSAGE_MAX_LENGTH) }) } });
    expect(await ask(bed.ravi, id, body)).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.notClaimedBySelf } });
    // Nothing was recorded by the refusals: still in review, nothing opened.
    expect((await queued(id))?.state).toBe('in_review');
    expect((await stored(id)).openForCorrection).toBeUndefined();
    expect((await bed.asha.get(`/staff/applications/${id}/corrections`)).body.data).toEqual([]);
  });

  it('opens only the requested items through a signed link in the applicant’s language; the round trip returns the application to the reviewer who asked, with the changes', async () => {
    const { id, email } = await paid();
    await bed.asha.send('POST', `/staff/queue/${id}/claim`);
    const requested = await ask(bed.asha, id, { fields: ['surname', 'cityOfBirth', 'surname'], documents: ['passportCopy'], message: 'Your passport copy is blurred. Please check your surname too.' });
    expect(requested).toMatchObject({ status: 201, body: { data: { round: 1, fields: ['surname', 'cityOfBirth'], documents: ['passportCopy'], resubmittedAt: null, changed: null, requestedBy: { name: 'Asha Rao' } } } });
    expect((await queued(id))?.state).toBe('changes_requested');

    // The e-mail: in French (the language the applicant paid in), with the reviewer's message and the link.
    const mail = await bed.sink.waitFor(email);
    expect(mail.subject).toBe(`Veuillez corriger votre demande d'e-Visa ${id}`);
    expect(mail.text).toContain('Your passport copy is blurred.');
    expect(mail.text).toContain('2 réponse(s) et 1 document(s)');
    const link = tokenOf(mail.text);
    expect(link.id).toBe(id);
    expect(mail.text).toContain(`${bed.app.config.SITE_URL.replace(/\/$/, '')}/corrections/${id}#`);

    // Another browser, with no access yet: the link gives it, and shows only the opened items.
    const applicant = new ApiSession(bed.app.url);
    expect((await applicant.get(`/visaapplication/corrections?applicationId=${id}`)).status).toBe(403);
    const opened = await applicant.post('/visaapplication/corrections/open', { applicationId: id, token: link.token });
    expect(opened).toMatchObject({ status: 200, body: { data: { applicationId: id, fields: ['surname', 'cityOfBirth'], documents: ['passportCopy'], answers: { cityOfBirth: 'Leeds' }, replacedDocuments: [] } } });
    expect((await applicant.get(`/visaapplication/corrections?applicationId=${id}`)).body.data.message).toBe('Your passport copy is blurred. Please check your surname too.');

    // Writes outside the opened items are refused, whatever the route; nothing changes.
    const notOpen = { status: 409, body: { message: MESSAGES.notOpenForCorrection } };
    expect(await applicant.patch(`/visaapplication/corrections?applicationId=${id}`, { answers: { surname: 'Smythe', givenName: 'Annie' } })).toMatchObject(notOpen);
    expect(await applicant.patch(`/visaapplication/corrections?applicationId=${id}`, { answers: { visaService: 'business' } })).toMatchObject(notOpen);
    const before = await stored(id);
    const step2 = Object.fromEntries(STEP2_FIELDS.filter((field) => before[field] !== undefined).map((field) => [field, before[field]]));
    expect(await applicant.patch(`/visaapplication/applicationSubmitStep2?applicationId=${id}`, { ...step2, cityOfBirth: 'York' })).toMatchObject(notOpen);
    const image = await jpeg(300, 200);
    expect(await applicant.patch(`/visaapplication/corrections/photo?applicationId=${id}`, form(['mainImg', image, 'me.jpg', 'image/jpeg']))).toMatchObject(notOpen);
    expect(await applicant.patch(`/visaapplication/applicationSubmitStep6?applicationId=${id}`, form(['passportCopy', image, 'p.jpg', 'image/jpeg'], ['businessCard', image, 'c.jpg', 'image/jpeg']))).toMatchObject(notOpen);
    expect(await stored(id)).toMatchObject({ surname: before.surname, givenName: before.givenName, cityOfBirth: 'Leeds', mainImg: before.mainImg, passportCopy: before.passportCopy });

    // The opened answers follow their step's rules; valid ones are saved.
    const invalid = await applicant.patch(`/visaapplication/corrections?applicationId=${id}`, { answers: { cityOfBirth: '' } });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors)).toEqual(['cityOfBirth']);
    expect((await applicant.patch(`/visaapplication/corrections?applicationId=${id}`, { answers: { surname: 'Smythe' } })).status).toBe(200);
    // The requested document, through the documents step's own route.
    expect((await applicant.patch(`/visaapplication/applicationSubmitStep6?applicationId=${id}`, form(['passportCopy', image, 'p.jpg', 'image/jpeg']))).status).toBe(200);
    const corrected = await stored(id);
    expect(corrected.surname).toBe('Smythe');
    expect(corrected.passportCopy).not.toBe(before.passportCopy);
    expect((await applicant.get(`/visaapplication/corrections?applicationId=${id}`)).body.data).toMatchObject({ answers: { surname: 'Smythe', cityOfBirth: 'Leeds' }, replacedDocuments: ['passportCopy'] });

    // Sent back: with the reviewer who asked again, flagged, with what changed (old and new values) for the desk to show.
    const sent = await applicant.post(`/visaapplication/corrections/resubmit?applicationId=${id}`, {});
    expect(sent).toMatchObject({ status: 200, body: { data: { changed: { fields: ['surname'], documents: ['passportCopy'] } } } });
    expect(await queued(id)).toMatchObject({ state: 'in_review', claimedBy: { name: 'Asha Rao' }, returned: { round: 1 } });
    const rounds = (await bed.ravi.get(`/staff/applications/${id}/corrections`)).body.data;
    expect(rounds).toEqual([
      expect.objectContaining({
        round: 1,
        changed: { fields: ['surname'], documents: ['passportCopy'] },
        values: { surname: { before: before.surname, after: 'Smythe' }, passportCopy: { before: before.passportCopy, after: corrected.passportCopy } },
        resubmittedAt: expect.any(String),
        withdrawnAt: null,
      }),
    ]);
    // The review's own view carries them too, so the desk highlights the changed items where it shows them.
    expect((await bed.ravi.get(`/staff/applications/${id}`)).body.data.corrections).toEqual(rounds);

    // Closed again: the opened items, the link and a second resubmission are all refused.
    expect(await applicant.patch(`/visaapplication/corrections?applicationId=${id}`, { answers: { surname: 'Smith' } })).toMatchObject({ status: 404, body: { message: MESSAGES.nothingToCorrect } });
    expect(await applicant.patch(`/visaapplication/applicationSubmitStep6?applicationId=${id}`, form(['passportCopy', image, 'p.jpg', 'image/jpeg']))).toMatchObject({ status: 409, body: { message: MESSAGES.applicationLocked } });
    expect(await applicant.post('/visaapplication/corrections/open', { applicationId: id, token: link.token })).toMatchObject({ status: 410, body: { message: MESSAGES.nothingToCorrect } });
    expect((await applicant.post(`/visaapplication/corrections/resubmit?applicationId=${id}`, {})).status).toBe(404);

    const trail = (await bed.admin.get(`/staff/applications/${id}/audit`)).body.data as { action: string; staff: unknown; changes: Record<string, unknown> }[];
    expect(trail.map((entry) => entry.action)).toEqual(['review.claimed', 'review.changesRequested', 'review.resubmitted']);
    expect(trail[1].changes).toEqual({ state: { from: 'in_review', to: 'changes_requested' }, fields: ['surname', 'cityOfBirth'], documents: ['passportCopy'], round: 1 });
    expect(trail[2]).toMatchObject({
      staff: null,
      changes: { state: { from: 'changes_requested', to: 'in_review' }, round: 1, changed: { fields: ['surname'], documents: ['passportCopy'] }, checklistUndone: ['passportCopy', 'passportValidity', 'answersConsistent'] },
    });
  });

  it('refuses a forged link, another application’s link and an expired one', async () => {
    const { id, email } = await paid({ language: 'de' });
    const other = await paid();
    await bed.asha.send('POST', `/staff/queue/${id}/claim`);
    await ask(bed.asha, id, { fields: [], documents: ['mainImg'], message: 'Bitte laden Sie ein neues Foto hoch.' });
    const { token } = tokenOf((await bed.sink.waitFor(email)).text);
    const browser = new ApiSession(bed.app.url);
    const invalid = { status: 403, body: { message: MESSAGES.correctionLinkInvalid } };
    const [round, expiry, signature] = token.split('.');
    expect(await browser.post('/visaapplication/corrections/open', { applicationId: id, token: `${round}.${expiry}.${signature.slice(0, -2)}AA` })).toMatchObject(invalid);
    // A later expiry with the old signature: refused, the expiry is signed.
    expect(await browser.post('/visaapplication/corrections/open', { applicationId: id, token: `${round}.${(parseInt(expiry, 36) + 86_400).toString(36)}.${signature}` })).toMatchObject(invalid);
    expect(await browser.post('/visaapplication/corrections/open', { applicationId: other.id, token })).toMatchObject(invalid);
    expect(await browser.post('/visaapplication/corrections/open', { applicationId: id, token: 'garbage' })).toMatchObject(invalid);
    const expired = signCorrectionLink({ applicationId: id, round: 1, expiresAt: Math.floor(Date.now() / 1000) - 60 }, correctionLinkSecret(bed.app.config));
    expect(await browser.post('/visaapplication/corrections/open', { applicationId: id, token: expired })).toMatchObject({ status: 410, body: { message: MESSAGES.correctionLinkExpired } });
    // None of them gave access to the application.
    expect((await browser.get(`/visaapplication/corrections?applicationId=${id}`)).status).toBe(403);
    // The real one works; the photo is replaced through the corrections' photo route.
    expect((await browser.post('/visaapplication/corrections/open', { applicationId: id, token })).status).toBe(200);
    expect((await browser.patch(`/visaapplication/corrections/photo?applicationId=${id}`, form(['mainImg', await jpeg(600, 600), 'me.jpg', 'image/jpeg']))).status).toBe(200);
    expect((await browser.get(`/visaapplication/corrections?applicationId=${id}`)).body.data.replacedDocuments).toEqual(['mainImg']);
  });

  it('refuses to send back corrections that change nothing', async () => {
    const { id, email, session } = await paid({ language: undefined });
    await bed.asha.send('POST', `/staff/queue/${id}/claim`);
    await ask(bed.asha, id, { fields: ['placeVisited1'], documents: [], message: 'Which places will you visit?' });
    expect((await bed.sink.waitFor(email)).subject).toBe(`Please correct your e-Visa application ${id}`);
    expect(await session.post(`/visaapplication/corrections/resubmit?applicationId=${id}`, {})).toMatchObject({ status: 400, body: { message: MESSAGES.correctionUnchanged } });
    expect((await queued(id))?.state).toBe('changes_requested');
    expect((await session.patch(`/visaapplication/corrections?applicationId=${id}`, { answers: { placeVisited1: 'Jaipur' } })).status).toBe(200);
    expect((await session.post(`/visaapplication/corrections/resubmit?applicationId=${id}`, {})).body.data.changed).toEqual({ fields: ['placeVisited1'], documents: [] });
  });
});
