// The desk sees the passport copy compared with the answers. The copy's MRZ is read on the
// server from the stored file and compared with the answers as they stand.
import { REVIEW_API } from '@evisa/contracts';
import { VALID_STEP1, VALID_STEP2 } from '@evisa/contracts/testing';
import type { PassportData } from '@evisa/passport';
import { FileStorageService } from '../../platform/files/file-storage.service';
import type { StoredFileType } from '../../platform/files/stored-file';
import { png } from '../../platform/files/testing/test-images';
import { plainPdf } from '../../platform/files/testing/test-pdfs';
import { completeApplication, openDatabase } from '../../applicant/payments/testing/payment-fixtures';
import { ApiSession } from '../../platform/testing/api-session';
import { passportPageJpeg } from './testing/passport-page';
import { useDeskTestBed } from './testing/desk-test-bed';

/** The passport of the fixtures' answers, as its MRZ writes it. */
const ANSWERED: PassportData = {
  surname: VALID_STEP1.surname.toUpperCase(),
  givenNames: VALID_STEP1.givenName.toUpperCase(),
  passportNumber: VALID_STEP2.passportNumber,
  nationality: VALID_STEP1.nationality,
  issuingCountry: VALID_STEP1.nationality,
  dateOfBirth: VALID_STEP1.dateOfBirth,
  sex: 'FEMALE',
  expiry: VALID_STEP2.passportDateOfExpiry,
};

describe("the desk's passport copy check (HTTP, real database, stored files)", () => {
  const bed = useDeskTestBed();

  beforeAll(async () => {
  });

  /** A paid application whose passport copy is the given file, stored as the documents step leaves it. */
  async function paidWithCopy(copy: { bytes: Buffer; contentType: StoredFileType } | null) {
    const application = await completeApplication(bed.app, { status: 'paid', editing: 'closed', paidAt: new Date() });
    const name = copy && (await bed.app.nest.get(FileStorageService).store(copy.bytes, { applicationId: application.id, kind: 'passportCopy', contentType: copy.contentType }));
    const { db, close } = await openDatabase(bed.app);
    try {
      await db.collection('applications').updateOne({ _id: application.id as never }, { $set: { passportCopy: name ?? '' } });
    } finally {
      await close();
    }
    return application.id;
  }
  const checkOf = async (id: string) => {
    const answer = await bed.asha.get(REVIEW_API.passportCheck(id));
    expect(answer.status).toBe(200);
    return answer.body.data;
  };

  it('reads a copy that agrees with every answer as matching', async () => {
    const id = await paidWithCopy({ bytes: await passportPageJpeg(ANSWERED), contentType: 'image/jpeg' });
    expect(await checkOf(id)).toEqual({ state: 'matching' });
  });

  it('lists each difference with the answer and what the copy says', async () => {
    const id = await paidWithCopy({ bytes: await passportPageJpeg({ ...ANSWERED, passportNumber: 'D7Y204413', sex: 'MALE' }), contentType: 'image/jpeg' });
    expect(await checkOf(id)).toEqual({
      state: 'differences',
      differences: [
        { field: 'gender', answered: 'FEMALE', read: 'MALE' },
        { field: 'passportNumber', answered: VALID_STEP2.passportNumber, read: 'D7Y204413' },
      ],
    });
  });

  it('says so when a copy has no readable MRZ, is a PDF, or is missing', async () => {
    expect(await checkOf(await paidWithCopy({ bytes: await png(600, 400), contentType: 'image/png' }))).toEqual({ state: 'unread', pdf: false });
    expect(await checkOf(await paidWithCopy({ bytes: await plainPdf(), contentType: 'application/pdf' }))).toEqual({ state: 'unread', pdf: true });
    expect(await checkOf(await paidWithCopy(null))).toEqual({ state: 'none' });
  });

  it('is for signed-in staff only, and only for paid applications', async () => {
    const id = await paidWithCopy({ bytes: await passportPageJpeg(ANSWERED), contentType: 'image/jpeg' });
    expect((await new ApiSession(bed.app.url).get(REVIEW_API.passportCheck(id))).status).toBe(401);
    const draft = await completeApplication(bed.app);
    expect((await bed.asha.get(REVIEW_API.passportCheck(draft.id))).status).toBe(404);
  });
});
