import { applicationThrough, step, storedRecord } from '../../applicant/steps/step-fixtures';
import { ApiSession } from '../testing/api-session';
import { startTestApp, type TestApp } from '../testing/test-app';
import { form, jpeg, png, storedNamesByKind } from './testing/test-images';

const AT_ONCE = 8;

describe('concurrent uploads to one application (HTTP, real database)', () => {
  let app: TestApp;
  let session: ApiSession;
  let id: string;

  beforeAll(async () => {
    app = await startTestApp();
    session = new ApiSession(app.url);
    id = await applicationThrough(session, 5);
  });
  afterAll(() => app.close());

  it(`keeps exactly one photo, the one the record names, after ${AT_ONCE} photo uploads at once`, async () => {
    const photos = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => jpeg(300 + i, 300)));
    const answers = await Promise.all(photos.map((photo) => session.patch(step(5, id), form(['mainImg', photo, 'photo.jpg', 'image/jpeg']))));
    expect(answers.map(({ status }) => status)).toEqual(Array(AT_ONCE).fill(200));
    const record = await storedRecord(session, id);
    expect(await storedNamesByKind(app.config.MONGODB_URI, id)).toEqual({ mainImg: [record.mainImg] });
  });

  it(`keeps one file per document field after ${AT_ONCE} document uploads at once`, async () => {
    const scans = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => png(200 + i, 300)));
    const answers = await Promise.all(scans.map((scan) => session.patch(step(6, id), form(['passportCopy', scan, 'passport.png', 'image/png']))));
    expect(answers.map(({ status }) => status)).toEqual(Array(AT_ONCE).fill(200));
    const record = await storedRecord(session, id);
    expect(await storedNamesByKind(app.config.MONGODB_URI, id)).toEqual({ mainImg: [record.mainImg], passportCopy: [record.passportCopy] });
  });
});
