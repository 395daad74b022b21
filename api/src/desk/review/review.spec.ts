// A paid application reviewed at the desk (answers as on Preview, files served to
// staff only with the applicant routes' headers, the checklist of its visa service, internal notes), submitted
// to the government, then granted with the e-Visa PDF (mailed to the applicant, attached, and downloadable by
// them) or refused with the reason; every refusal in plain words, every action in the audit trail.
import { answerSections, checklistFor, MESSAGES, REVIEW_API, STAFF_MESSAGES, staffMessage } from '@evisa/contracts';
import { VALID_STEP1 } from '@evisa/contracts/testing';
import { FileStorageService } from '../../platform/files/file-storage.service';
import { binaryGet } from '../../platform/files/testing/binary-get';
import { form, jpeg, png } from '../../platform/files/testing/test-images';
import { completeApplication, openDatabase } from '../../applicant/payments/testing/payment-fixtures';
import type { StaffBrowser } from '../staff-auth/testing/staff-fixtures';
import { ApiSession } from '../../platform/testing/api-session';
import { useDeskTestBed } from './testing/desk-test-bed';
import { checkPdf } from '../../platform/files/pdf-check';
import { plainPdf, pdfWithNamedScript } from '../../platform/files/testing/test-pdfs';

const HOUR = 3_600_000;

describe('reviewing, submitting and the result of a paid application (HTTP, real database, SMTP sink)', () => {
  const bed = useDeskTestBed({ SITE_URL: 'https://visa.example' });

  const paid = (overrides: Record<string, unknown> = {}) =>
    completeApplication(bed.app, { status: 'paid', editing: 'closed', paidAt: new Date(Date.now() - 5 * HOUR), language: 'fr', ...overrides });

  /** A paid application whose photo and passport copy are stored files, as the upload steps leave them. */
  const paidWithFiles = async (overrides: Record<string, unknown> = {}) => {
    const storage = bed.app.nest.get(FileStorageService);
    const application = await paid(overrides);
    const photo = await storage.store(await jpeg(300, 300), { applicationId: application.id, kind: 'mainImg', contentType: 'image/jpeg' });
    const passport = await storage.store(await png(200, 140), { applicationId: application.id, kind: 'passportCopy', contentType: 'image/png' });
    const { db, close } = await openDatabase(bed.app);
    try {
      await db.collection('applications').updateOne({ _id: application.id as never }, { $set: { mainImg: photo, passportCopy: passport } });
    } finally {
      await close();
    }
    return { ...application, photo, passport };
  };

  /** The bytes and headers of a staff file route, as the desk's browser gets them. */
  const staffBinary = async (who: StaffBrowser, path: string) => {
    const response = await fetch(`${bed.app.url}${path}`, { headers: { Cookie: who.session.cookieHeader() } });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  const tickAll = async (who: StaffBrowser, id: string, visaService = 'tourist') => {
    for (const item of checklistFor(visaService)) expect((await who.send('PUT', REVIEW_API.checklistItem(id, item), { done: true })).status).toBe(200);
  };

  const grantForm = async (bytes: Buffer, name = 'evisa.pdf', type = 'application/pdf') => form(['eVisa', bytes, name, type]);

  beforeAll(async () => {
  });

  it('shows every answer grouped as on Preview, the files, the checklist of its visa service and no notes yet', async () => {
    const { id, photo, passport, email } = await paidWithFiles({ visaService: 'business', serviceSubCategory: 'businessMeetings' });
    const answer = await bed.asha.get(REVIEW_API.review(id));
    expect(answer.status).toBe(200);
    const review = answer.body.data;
    expect(review.item).toMatchObject({ applicationId: id, state: 'received', claimedBy: null, visaService: 'business' });
    expect(review).toMatchObject({ language: 'fr', email, notes: [], submission: null, result: null });
    // The same sections as the applicant's Preview, from the one definition.
    const stored = await bed.stored(id);
    expect(review.sections.map((section: { key: string }) => section.key)).toEqual(answerSections({ ...stored, uniqueId: id } as never).map((section) => section.key));
    const applicant = review.sections.find((section: { key: string }) => section.key === 'applicant');
    expect(applicant.groups[0].rows[0]).toEqual({ field: 'surname', label: { kind: 'text', key: 'fields.surname' }, format: 'text', value: VALID_STEP1.surname });
    expect(review.files).toEqual([
      { kind: 'mainImg', name: photo, contentType: 'image/jpeg', size: expect.any(Number), url: REVIEW_API.file(id, photo), downloadUrl: REVIEW_API.fileDownload(id, photo) },
      { kind: 'passportCopy', name: passport, contentType: 'image/png', size: expect.any(Number), url: REVIEW_API.file(id, passport), downloadUrl: REVIEW_API.fileDownload(id, passport) },
    ]);
    expect(review.checklist.map((item: { key: string }) => item.key)).toEqual([...checklistFor('business')]);
    expect(review.checklist.map((item: { key: string }) => item.key)).toContain('businessDocument');
    expect(review.checklist.every((item: { done: boolean; by: unknown }) => !item.done && item.by === null)).toBe(true);
    for (const missing of ['IN0000000000000', 'nonsense']) {
      expect(await bed.asha.get(REVIEW_API.review(missing))).toMatchObject({ status: 404, body: { message: STAFF_MESSAGES.applicationNotInQueue } });
    }
  });

  it('serves the photo and documents to staff only, with the headers of the applicant routes, inline or as a download', async () => {
    const { id, photo, passport } = await paidWithFiles();
    const other = await paidWithFiles();
    const shown = await staffBinary(bed.asha, REVIEW_API.file(id, photo));
    const applicants = await binaryGet(bed.app, id, `/visaapplication/images/${photo}`, VALID_STEP1.dateOfBirth);
    expect(shown.status).toBe(200);
    expect(shown.bytes.equals(applicants.bytes)).toBe(true);
    for (const header of ['content-type', 'content-length', 'x-content-type-options', 'cache-control']) {
      expect([header, shown.headers.get(header)]).toEqual([header, applicants.headers.get(header)]);
    }
    // Named with the application's number at the desk.
    expect(shown.headers.get('content-disposition')).toBe(`inline; filename="${id}-photo.jpg"`);
    const saved = await staffBinary(bed.asha, REVIEW_API.fileDownload(id, passport));
    expect(saved).toMatchObject({ status: 200 });
    expect(saved.headers.get('content-type')).toBe('image/png');
    expect(saved.headers.get('content-disposition')).toBe(`attachment; filename="${id}-passport-copy.png"`);
    // Another application's file under this number, an unknown name: the same 404.
    expect((await bed.asha.get(REVIEW_API.file(id, other.photo))).body.message).toBe(STAFF_MESSAGES.fileNotFound);
    expect((await bed.asha.get(REVIEW_API.file(id, `${'0'.repeat(32)}.jpg`))).status).toBe(404);
    // No staff session: nothing, even for the applicant who owns it.
    const owner = (await completeApplication(bed.app)).session;
    expect((await owner.get(REVIEW_API.file(id, photo))).status).toBe(401);
    expect((await new ApiSession(bed.app.url).get(REVIEW_API.review(id))).status).toBe(401);
  });

  it('serves a PDF document to staff only as a download, whatever the link asks', async () => {
    const storage = bed.app.nest.get(FileStorageService);
    const { id } = await paid();
    const bytes = await plainPdf();
    const letter = await storage.store(bytes, { applicationId: id, kind: 'businessInvitationLetter', contentType: 'application/pdf' });
    const shown = await staffBinary(bed.asha, REVIEW_API.file(id, letter));
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('application/pdf');
    expect(shown.headers.get('content-disposition')).toBe(`attachment; filename="${id}-business-invitation-letter.pdf"`);
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
    expect(shown.bytes.equals(bytes)).toBe(true);
  });

  it('lets only the claimant tick and untick the checklist, keeps it per application, and refuses unknown items', async () => {
    const { id } = await paid();
    const item = REVIEW_API.checklistItem(id, 'photo');
    expect(await bed.asha.send('PUT', item, { done: true })).toMatchObject({ status: 409, body: { message: STAFF_MESSAGES.claimNeeded } });
    await bed.asha.send('POST', `/staff/queue/${id}/claim`);
    expect(await bed.ravi.send('PUT', item, { done: true })).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.notClaimedBySelf } });
    expect(await bed.admin.send('PUT', item, { done: true })).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.notClaimedBySelf } });
    const ticked = await bed.asha.send('PUT', item, { done: true });
    expect(ticked.status).toBe(200);
    expect(ticked.body.data.checklist[0]).toEqual({ key: 'photo', done: true, by: { id: bed.asha.staffId, name: 'Asha Rao' }, at: expect.any(String) });
    expect(await bed.asha.send('PUT', REVIEW_API.checklistItem(id, 'businessDocument' as never), { done: true })).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.checklistItemUnknown } });
    expect((await bed.asha.send('PUT', REVIEW_API.checklistItem(id, 'constructor' as never), { done: true })).status).toBe(400);
    expect((await bed.asha.send('PUT', item, { done: 'yes' })).status).toBe(400);
    // Released and claimed by someone else: the ticks stay with the application.
    await bed.asha.send('POST', `/staff/queue/${id}/release`);
    await bed.ravi.send('POST', `/staff/queue/${id}/claim`);
    expect((await bed.ravi.get(REVIEW_API.review(id))).body.data.checklist[0]).toMatchObject({ key: 'photo', done: true, by: { name: 'Asha Rao' } });
    const unticked = await bed.ravi.send('PUT', item, { done: false });
    expect(unticked.body.data.checklist[0]).toEqual({ key: 'photo', done: false, by: null, at: null });
    // No CSRF token: refused before anything changes.
    expect((await bed.ravi.session.request('PUT', item, { done: true })).status).toBe(403);
  });

  it('appends internal notes with their author and time, from anyone at the desk, in any state', async () => {
    const { id } = await paid();
    const first = await bed.ravi.send('POST', REVIEW_API.notes(id), { text: '  Passport photo looks old; check the date of issue.  ' });
    expect(first.status).toBe(200);
    expect(first.body.data.notes).toEqual([{ id: expect.any(String), text: 'Passport photo looks old; check the date of issue.', author: { id: bed.ravi.staffId, name: 'Ravi Kumar' }, at: expect.any(String) }]);
    expect(first.body.data.item.state).toBe('received');
    // The note wrote the review record: a claim still works against it.
    expect((await bed.asha.send('POST', `/staff/queue/${id}/claim`)).status).toBe(200);
    await bed.admin.send('POST', REVIEW_API.notes(id), { text: 'Agreed.' });
    const notes = (await bed.asha.get(REVIEW_API.review(id))).body.data.notes;
    expect(notes.map((note: { text: string; author: { name: string } }) => [note.author.name, note.text])).toEqual([
      ['Ravi Kumar', 'Passport photo looks old; check the date of issue.'],
      ['Anil Admin', 'Agreed.'],
    ]);
    expect(await bed.asha.send('POST', REVIEW_API.notes(id), { text: '   ' })).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.noteRequired } });
    expect(await bed.asha.send('POST', REVIEW_API.notes(id), { text: 'x'.repeat(1501) })).toMatchObject({ status: 400, body: { message: staffMessage('noteTooLong', { max: '1500' }) } });
  });

  it('submits to the government with its reference, only by the claimant and only with the checklist complete', async () => {
    const { id } = await paid();
    const submit = (who: StaffBrowser, governmentReference: unknown) => who.send('POST', REVIEW_API.submit(id), { governmentReference });
    // Not claimed yet: out of order.
    expect(await submit(bed.asha, 'GOV-123456')).toMatchObject({ status: 409, body: { message: 'This application is received; it cannot be moved to submitted to the government.' } });
    await bed.asha.send('POST', `/staff/queue/${id}/claim`);
    expect(await submit(bed.ravi, 'GOV-123456')).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.notClaimedBySelf } });
    expect(await submit(bed.asha, 'GOV-123456')).toMatchObject({ status: 409, body: { message: STAFF_MESSAGES.checklistIncomplete } });
    await tickAll(bed.asha, id);
    expect(await submit(bed.asha, 'x')).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.governmentReferenceInvalid } });
    expect(await submit(bed.asha, '<script>')).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.governmentReferenceInvalid } });
    const submitted = await submit(bed.asha, ' GOV-123456 ');
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.item.state).toBe('submitted');
    expect(submitted.body.data.submission).toEqual({ governmentReference: 'GOV-123456', at: expect.any(String), by: { id: bed.asha.staffId, name: 'Asha Rao' } });
    // Out of order: submitted again, released, claimed.
    expect(await submit(bed.asha, 'GOV-999999')).toMatchObject({ status: 409, body: { message: 'This application is submitted to the government; it cannot be moved to submitted to the government.' } });
    expect((await bed.asha.send('POST', `/staff/queue/${id}/release`)).status).toBe(409);
  });

  it('refuses a government reference already recorded for another application, naming that application', async () => {
    const first = await paid();
    const second = await paid();
    for (const { id } of [first, second]) {
      await bed.asha.send('POST', `/staff/queue/${id}/claim`);
      await tickAll(bed.asha, id);
    }
    expect((await bed.asha.send('POST', REVIEW_API.submit(first.id), { governmentReference: 'GOV-2026.0042' })).status).toBe(200);
    // The same reference, in other letter case: refused with the first application's number; nothing is recorded.
    const again = await bed.asha.send('POST', REVIEW_API.submit(second.id), { governmentReference: 'gov-2026.0042' });
    expect(again).toMatchObject({ status: 409, body: { message: staffMessage('governmentReferenceUsed', { applicationId: first.id }) } });
    const unchanged = await bed.asha.send('GET', REVIEW_API.review(second.id));
    expect(unchanged.body.data).toMatchObject({ item: { state: 'in_review' }, submission: null });
    // `.` is a character of the reference, not a pattern: a reference differing there is another one.
    const other = await bed.asha.send('POST', REVIEW_API.submit(second.id), { governmentReference: 'GOV-2026x0042' });
    expect(other.status).toBe(200);
    expect(other.body.data.submission.governmentReference).toBe('GOV-2026x0042');
  });

  it('records a government reference once when two applications are submitted with it at the same moment', async () => {
    const cases = [await paid(), await paid(), await paid()];
    for (const { id } of cases) {
      await bed.asha.send('POST', `/staff/queue/${id}/claim`);
      await tickAll(bed.asha, id);
    }
    const answers = await Promise.all(cases.map(({ id }, index) => bed.asha.send('POST', REVIEW_API.submit(id), { governmentReference: index ? 'GOV-RACE-7' : 'gov-race-7' })));
    const accepted = answers.flatMap((answer, index) => (answer.status === 200 ? [cases[index].id] : []));
    expect(accepted).toHaveLength(1);
    for (const [index, answer] of answers.entries()) {
      if (cases[index].id === accepted[0]) continue;
      expect(answer).toMatchObject({ status: 409, body: { message: staffMessage('governmentReferenceUsed', { applicationId: accepted[0] }) } });
      expect((await bed.asha.get(REVIEW_API.review(cases[index].id))).body.data).toMatchObject({ item: { state: 'in_review' }, submission: null });
    }
  });

  it('grants with a checked e-Visa PDF: the applicant gets it by e-mail, attached, in their language, and can download it', async () => {
    const { id, email, session } = await paid({ language: 'fr' });
    await bed.asha.send('POST', `/staff/queue/${id}/claim`);
    await tickAll(bed.asha, id);
    const grant = async (who: StaffBrowser, body: FormData) => who.send('POST', REVIEW_API.grant(id), body);
    const pdf = await plainPdf();
    const check = await checkPdf(pdf);
    // What is stored and sent is the checked copy of the upload (api/src/files/pdf-check.ts).
    const stored = check.ok ? check.bytes : Buffer.alloc(0);
    expect(stored.length).toBeGreaterThan(0);
    // Not yet submitted: out of order, nothing stored.
    expect(await grant(bed.asha, await grantForm(pdf))).toMatchObject({ status: 409, body: { message: 'This application is in review; it cannot be moved to granted.' } });
    await bed.asha.send('POST', REVIEW_API.submit(id), { governmentReference: 'GOV-555' });
    // Another reviewer cannot record the answer on Asha's application.
    expect(await grant(bed.ravi, await grantForm(pdf))).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.notClaimedBySelf } });
    // Not a PDF (whatever its name and declared type), scripts, no file, a file too large.
    expect(await grant(bed.asha, await grantForm(await jpeg(80, 80), 'evisa.pdf', 'application/pdf'))).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.eVisaNotPdf } });
    expect(await grant(bed.asha, await grantForm(await pdfWithNamedScript()))).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.eVisaUnsafe } });
    expect(await grant(bed.asha, new FormData())).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.eVisaRequired } });
    expect(await grant(bed.asha, await grantForm(Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)])))).toMatchObject({ status: 400, body: { message: staffMessage('eVisaTooLarge', { max: '5' }) } });
    expect((await bed.asha.get(REVIEW_API.review(id))).body.data).toMatchObject({ item: { state: 'submitted' }, result: null });
    // Before the grant, the applicant's download says it is not ready.
    expect(await session.get(`/visaapplication/evisa?applicationId=${id}`)).toMatchObject({ status: 404, body: { message: MESSAGES.eVisaNotReady } });

    const granted = await grant(bed.asha, await grantForm(pdf, 'anything.bin', 'application/octet-stream'));
    expect(granted.status).toBe(200);
    const result = granted.body.data.result;
    expect(result).toMatchObject({ outcome: 'granted', by: { name: 'Asha Rao' }, eVisa: { kind: 'eVisa', contentType: 'application/pdf', size: stored.length } });
    expect(granted.body.data.files.at(-1)).toEqual(result.eVisa);
    expect((await staffBinary(bed.ravi, result.eVisa.url)).bytes.equals(stored)).toBe(true);

    const mail = await bed.sink.waitFor(email);
    expect(mail.subject).toBe(`Votre e-Visa est accordé : demande ${id}`);
    expect(mail.text).toContain('GOV-555');
    expect(mail.text).toContain('https://visa.example/status');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: `e-Visa-${id}.pdf`, contentType: 'application/pdf' });
    expect(mail.attachments[0].content.equals(stored)).toBe(true);

    const download = await binaryGet(bed.app, id, `/visaapplication/evisa?applicationId=${id}`, VALID_STEP1.dateOfBirth);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(stored)).toBe(true);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="e-Visa-${id}.pdf"`);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    // Only for the applicant's own browser; staff sessions and strangers get nothing; the file route does not serve it.
    expect((await new ApiSession(bed.app.url).get(`/visaapplication/evisa?applicationId=${id}`)).status).toBe(403);
    expect((await bed.asha.get(`/visaapplication/evisa?applicationId=${id}`)).status).toBe(403);
    expect((await binaryGet(bed.app, id, `/visaapplication/files/${result.eVisa.name}`, VALID_STEP1.dateOfBirth)).status).toBe(404);

    // Final: no second grant, no refusal.
    expect(await grant(bed.asha, await grantForm(pdf))).toMatchObject({ status: 409, body: { message: 'This application is granted; it cannot be moved to granted.' } });
    expect(await bed.asha.send('POST', REVIEW_API.refuse(id), { reason: 'late' })).toMatchObject({ status: 409, body: { message: 'This application is granted; it cannot be moved to refused.' } });
  });

  it('refuses with the reason, by an bed.admin when the claimant is away, and tells the applicant what they can do', async () => {
    const { id, email, session } = await paid({ language: 'de' });
    await bed.ravi.send('POST', `/staff/queue/${id}/claim`);
    await tickAll(bed.ravi, id);
    await bed.ravi.send('POST', REVIEW_API.submit(id), { governmentReference: 'GOV-777' });
    const refuse = (who: StaffBrowser, reason: unknown) => who.send('POST', REVIEW_API.refuse(id), { reason });
    expect(await refuse(bed.asha, 'Photo does not match.')).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.notClaimedBySelf } });
    expect(await refuse(bed.admin, ' ')).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.refusalReasonRequired } });
    const refused = await refuse(bed.admin, 'The photograph does not match the passport.');
    expect(refused.status).toBe(200);
    expect(refused.body.data).toMatchObject({ item: { state: 'refused' }, result: { outcome: 'refused', reason: 'The photograph does not match the passport.', by: { name: 'Anil Admin' } } });
    const mail = await bed.sink.waitFor(email);
    expect(mail.subject).toBe(`Ihr e-Visum-Antrag ${id} wurde abgelehnt`);
    expect(mail.text).toContain('The photograph does not match the passport.');
    expect(mail.text).toContain('Was Sie tun können');
    expect(mail.text).toContain('https://visa.example/contact');
    expect(mail.attachments).toEqual([]);
    expect((await session.get(`/visaapplication/evisa?applicationId=${id}`)).status).toBe(404);
    expect(await bed.ravi.send('POST', REVIEW_API.grant(id), await grantForm(await plainPdf()))).toMatchObject({ status: 409, body: { message: 'This application is refused; it cannot be moved to granted.' } });
  });

  it('writes every action to the application’s audit trail', async () => {
    const { id } = await paid();
    await bed.asha.send('POST', `/staff/queue/${id}/claim`);
    await bed.asha.send('POST', REVIEW_API.notes(id), { text: 'Looks fine.' });
    await tickAll(bed.asha, id);
    await bed.asha.send('PUT', REVIEW_API.checklistItem(id, 'photo'), { done: false });
    await bed.asha.send('PUT', REVIEW_API.checklistItem(id, 'photo'), { done: true });
    await bed.asha.send('POST', REVIEW_API.submit(id), { governmentReference: 'GOV-42-A' });
    await bed.asha.send('POST', REVIEW_API.grant(id), await grantForm(await plainPdf()));
    const trail = (await bed.admin.get(`/staff/applications/${id}/audit`)).body.data as { action: string; changes: Record<string, unknown>; staff: { id: string } }[];
    expect(trail.map((entry) => entry.action)).toEqual(['review.claimed', 'review.noted', ...checklistFor('tourist').map(() => 'review.checklist'), 'review.checklist', 'review.checklist', 'review.submitted', 'review.granted']);
    expect(trail.every((entry) => entry.staff.id === bed.asha.staffId)).toBe(true);
    expect(trail.find((entry) => entry.action === 'review.noted')?.changes).toEqual({ note: { id: expect.any(String), text: 'Looks fine.' } });
    expect(trail.filter((entry) => entry.action === 'review.checklist').at(-2)?.changes).toEqual({ checklist: { item: 'photo', done: false } });
    expect(trail.find((entry) => entry.action === 'review.submitted')?.changes).toEqual({ state: { from: 'in_review', to: 'submitted' }, governmentReference: 'GOV-42-A' });
    expect(trail.find((entry) => entry.action === 'review.granted')?.changes).toEqual({ state: { from: 'submitted', to: 'granted' }, eVisa: { name: expect.stringMatching(/\.pdf$/), size: expect.any(Number) } });
  });

  it('gives the applicant the stage and its date in the status look-up and the confirmation data', async () => {
    const paidAt = new Date(Date.now() - 5 * HOUR);
    const { id, session } = await paid({ paidAt });
    const stageSeen = async () => {
      const found = await new ApiSession(bed.app.url).post('/visaapplication/findApplication', { applicationId: id, dateOfBirth: VALID_STEP1.dateOfBirth });
      const summary = await session.get(`/payments/summary?applicationId=${id}`);
      expect(summary.body.data.stage).toEqual(found.body.data.stage);
      return found.body.data.stage as { stage: string; at: string };
    };
    expect(await stageSeen()).toEqual({ stage: 'received', at: paidAt.toISOString() });
    // A note changes nothing the applicant sees.
    await bed.ravi.send('POST', REVIEW_API.notes(id), { text: 'Seen.' });
    expect(await stageSeen()).toEqual({ stage: 'received', at: paidAt.toISOString() });
    const before = Date.now();
    await bed.asha.send('POST', `/staff/queue/${id}/claim`);
    const inReview = await stageSeen();
    expect(inReview.stage).toBe('in_review');
    expect(Date.parse(inReview.at)).toBeGreaterThanOrEqual(before - 1000);
    await tickAll(bed.asha, id);
    await bed.asha.send('POST', REVIEW_API.submit(id), { governmentReference: 'GOV-1001' });
    expect((await stageSeen()).stage).toBe('submitted');
    await bed.asha.send('POST', REVIEW_API.grant(id), await grantForm(await plainPdf()));
    expect((await stageSeen()).stage).toBe('granted');
    // Before payment there is no stage.
    const draft = await completeApplication(bed.app);
    expect((await draft.session.post(`/visaapplication/findApplication?applicationId=${draft.id}`)).body.data.stage).toBeNull();
    expect((await draft.session.get(`/payments/summary?applicationId=${draft.id}`)).body.data.stage).toBeNull();
  });
});
