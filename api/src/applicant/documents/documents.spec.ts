import { MESSAGES } from '@evisa/contracts';
import { binaryGet } from '../../platform/files/testing/binary-get';
import { countStored, form, jpeg, padJpeg, png } from '../../platform/files/testing/test-images';
import { objectsByXref } from '../../platform/files/testing/raw-pdf';
import { encryptedPdf, pdfPageContentBomb, pdfScriptBehindXref, pdfWithAttachment, pdfWithOpenActionScript, plainPdf } from '../../platform/files/testing/test-pdfs';
import { applicationThrough, step, storedRecord } from '../steps/step-fixtures';
import { ApiSession } from '../../platform/testing/api-session';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';

const MB = 1_048_576;
const CONFERENCE = { visaService: 'conference', serviceSubCategory: 'attendConference', serviceSubCat_subCategory: '' };
const BUSINESS = { visaService: 'business', serviceSubCategory: 'joinVessel', serviceSubCat_subCategory: '' };
const MEDICAL = { visaService: 'medical', serviceSubCategory: 'shortTermMedicalTreatment', serviceSubCat_subCategory: '' };

type Part = [field: string, bytes: Buffer, name: string, type: string];
const file = (field: string, bytes: Buffer, name = `${field}.jpg`, type = 'image/jpeg'): Part => [field, bytes, name, type];

describe('documents upload: PATCH applicationSubmitStep6, multipart (HTTP, real database)', () => {
  let app: TestApp;
  let image: Buffer;

  beforeAll(async () => {
    app = await startTestApp();
    image = await jpeg(300, 200);
  });
  afterAll(() => app.close());

  /** A new application of a visa service (steps 1 to 3 saved; the documents step does not depend on the others). */
  async function applicant(visa: Record<string, string> = {}) {
    const session = new ApiSession(app.url);
    const id = await applicationThrough(session, 3, visa);
    return { session, id, save: (...parts: Part[]) => session.patch(step(6, id), form(...parts)) };
  }

  async function expectNothingStored(action: () => Promise<{ status: number; body: { errors: Record<string, string> } }>, errors: Record<string, string>) {
    const before = await countStored(app.config.MONGODB_URI);
    const response = await action();
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(errors);
    expect(await countStored(app.config.MONGODB_URI)).toEqual(before);
  }

  it('needs the passport copy of every applicant; with it the step is saved and the file served back', async () => {
    const { session, id, save } = await applicant();
    await expectNothingStored(() => save(), { passportCopy: MESSAGES.passportImageRequired });
    await expectNothingStored(() => save(file('passportCopy', Buffer.alloc(0))), { passportCopy: MESSAGES.passportImageRequired });
    const response = await save(file('passportCopy', image, 'passport.png', 'image/png'));
    expect(response.status).toBe(200);
    expect(response.body.data.uniqueId).toBe(id);
    const record = await storedRecord(session, id);
    expect(record.passportCopy).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(record.completedSteps).toContain('documents');
    const served = await binaryGet(app, id, `/visaapplication/files/${record.passportCopy}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('no-store');
  });

  it('does not ask again for a document already stored, and replaces one sent again (removing the old file)', async () => {
    const { session, id, save } = await applicant();
    expect((await save(file('passportCopy', image))).status).toBe(200);
    const first = (await storedRecord(session, id)).passportCopy;
    const before = await countStored(app.config.MONGODB_URI);
    expect((await save()).status).toBe(200);
    expect((await storedRecord(session, id)).passportCopy).toBe(first);
    expect((await save(file('passportCopy', await png(200, 300), 'p.png', 'image/png'))).status).toBe(200);
    const second = (await storedRecord(session, id)).passportCopy;
    expect(second).toMatch(/\.png$/);
    expect(await countStored(app.config.MONGODB_URI)).toEqual(before);
    expect((await session.get(`/visaapplication/files/${first}`)).status).toBe(404);
    expect((await session.get(`/visaapplication/files/${second}`)).status).toBe(200);
  });

  it('needs a business card or the invitation letter for a business visa', async () => {
    const { session, id, save } = await applicant(BUSINESS);
    await expectNothingStored(() => save(file('passportCopy', image)), { businessCard: MESSAGES.businessDocumentRequired });
    expect((await save(file('passportCopy', image), file('businessInvitationLetter', image))).status).toBe(200);
    const record = await storedRecord(session, id);
    expect(record.businessInvitationLetter).toMatch(/\.jpg$/);
    expect(record.businessCard).toBeUndefined();
  });

  it('needs the medical invitation letter for a medical visa', async () => {
    const { save } = await applicant(MEDICAL);
    await expectNothingStored(() => save(file('passportCopy', image)), { medicalInvitationLetter: MESSAGES.medicalInvitationLetterRequired });
    expect((await save(file('passportCopy', image), file('medicalInvitationLetter', image))).status).toBe(200);
  });

  it("needs the organiser's invitation and both clearances for a conference visa", async () => {
    const { save } = await applicant(CONFERENCE);
    await expectNothingStored(() => save(file('passportCopy', image), file('organizerInvitation', image)), {
      politicalClearance: MESSAGES.politicalClearanceRequired,
      eventClearance: MESSAGES.eventClearanceRequired,
    });
    const all = ['passportCopy', 'organizerInvitation', 'politicalClearance', 'eventClearance'].map((field) => file(field, image));
    expect((await save(...all)).status).toBe(200);
  });

  it('checks every file by its content and stores none when one is refused', async () => {
    const { session, id, save } = await applicant(CONFERENCE);
    await expectNothingStored(
      () =>
        save(
          file('passportCopy', image),
          file('organizerInvitation', Buffer.from('<html><script>alert(1)</script>'), 'invite.pdf', 'application/pdf'),
          file('politicalClearance', padJpeg(image, MB + 1)),
          file('eventClearance', image),
        ),
      { organizerInvitation: MESSAGES.invalidDocumentType, politicalClearance: MESSAGES.documentTooLarge },
    );
    expect((await storedRecord(session, id)).passportCopy).toBeUndefined();
  });

  it('answers a document far over the limit under its own field', async () => {
    const { save } = await applicant(BUSINESS);
    await expectNothingStored(() => save(file('passportCopy', image), file('businessCard', padJpeg(image, 2 * MB))), {
      businessCard: MESSAGES.documentTooLarge,
    });
  });

  it('stores a PDF letter as the checked copy (a script behind its cross-reference table gone), served to its owner only as a download', async () => {
    const { session, id, save } = await applicant(BUSINESS);
    const letter = pdfScriptBehindXref();
    expect(objectsByXref(letter).get(1)).toContain('/JavaScript');
    expect((await save(file('passportCopy', image), file('businessInvitationLetter', letter, 'letter.pdf', 'application/pdf'))).status).toBe(200);
    const record = await storedRecord(session, id);
    expect(record.businessInvitationLetter).toMatch(/^[0-9a-f]{32}\.pdf$/);
    const served = await binaryGet(app, id, `/visaapplication/files/${record.businessInvitationLetter}`);
    expect(served.status).toBe(200);
    expect(objectsByXref(served.bytes).get(1)).toMatch(/\/Type \/Catalog/);
    expect(served.bytes.toString('latin1')).not.toMatch(/JavaScript|OpenAction/);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="businessInvitationLetter.pdf"');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('no-store');
    expect((await new ApiSession(app.url).get(`/visaapplication/files/${record.businessInvitationLetter}`)).status).toBe(404);
    expect((await session.get(`/visaapplication/images/${record.businessInvitationLetter}`)).status).toBe(404);
  });

  it('refuses a PDF that is password-protected, runs a script, carries a file or is not one, whatever it is called', async () => {
    const { save } = await applicant(CONFERENCE);
    await expectNothingStored(
      async () =>
        save(
          file('passportCopy', await encryptedPdf(), 'passport.pdf', 'application/pdf'),
          file('organizerInvitation', await pdfWithOpenActionScript(), 'invite.pdf', 'application/pdf'),
          file('politicalClearance', await pdfWithAttachment(), 'clearance.jpg', 'image/jpeg'),
          file('eventClearance', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'), 'event.pdf', 'application/pdf'),
        ),
      {
        passportCopy: MESSAGES.pdfEncrypted,
        organizerInvitation: MESSAGES.pdfActiveContent,
        politicalClearance: MESSAGES.pdfActiveContent,
        eventClearance: MESSAGES.pdfUnreadable,
      },
    );
  });

  it('refuses a PDF over the size limit with the size message', async () => {
    const { save } = await applicant();
    const letter = await plainPdf();
    const padded = Buffer.concat([letter, Buffer.alloc(MB + 1 - letter.length, 0x20)]);
    await expectNothingStored(() => save(file('passportCopy', padded, 'passport.pdf', 'application/pdf')), { passportCopy: MESSAGES.documentTooLarge });
  });

  it('refuses a small PDF whose page inflates to 200 MB with the size message', async () => {
    const { save } = await applicant();
    await expectNothingStored(async () => save(file('passportCopy', await pdfPageContentBomb(), 'passport.pdf', 'application/pdf')), {
      passportCopy: MESSAGES.documentTooLarge,
    });
  });

  it('refuses an upload from another browser and never serves the documents to it', async () => {
    const { session, id, save } = await applicant();
    expect((await save(file('passportCopy', image))).status).toBe(200);
    const name = (await storedRecord(session, id)).passportCopy;
    const stranger = new ApiSession(app.url);
    const before = await countStored(app.config.MONGODB_URI);
    expect((await stranger.patch(step(6, id), form(file('passportCopy', image)))).status).toBe(403);
    expect(await countStored(app.config.MONGODB_URI)).toEqual(before);
    const forbidden = await stranger.get(`/visaapplication/files/${name}`);
    expect(forbidden.status).toBe(404);
    expect(forbidden.body).toEqual((await session.get(`/visaapplication/files/${'f'.repeat(32)}.jpg`)).body);
    expect((await session.get(`/visaapplication/images/${name}`)).status).toBe(404);
  });
});
