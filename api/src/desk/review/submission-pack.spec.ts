// The submission pack, the photo and the passport's data page converted by the server to the
// government portal's limits (SUBMISSION_PACK), downloaded with the application's number in their names.
import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { REVIEW_API, STAFF_MESSAGES, SUBMISSION_PACK } from '@evisa/contracts';
import { completeApplication, openDatabase } from '../../applicant/payments/testing/payment-fixtures';
import { FileStorageService } from '../../platform/files/file-storage.service';
import { jpeg, png } from '../../platform/files/testing/test-images';
import { ApiSession } from '../../platform/testing/api-session';
import type { StaffBrowser } from '../staff-auth/testing/staff-fixtures';
import { useDeskTestBed } from './testing/desk-test-bed';

jest.setTimeout(60_000);

describe('the submission pack (HTTP, real database)', () => {
  const bed = useDeskTestBed();

  beforeAll(async () => {
  });

  /** A paid application with this photo and passport copy stored, as the upload steps leave them. */
  async function paidWith(photo: { bytes: Buffer; type: 'image/jpeg' | 'image/png' }, passport: { bytes: Buffer; type: 'image/jpeg' | 'image/png' | 'application/pdf' }) {
    const storage = bed.app.nest.get(FileStorageService);
    const { id } = await completeApplication(bed.app, { status: 'paid', editing: 'closed', paidAt: new Date() });
    const mainImg = await storage.store(photo.bytes, { applicationId: id, kind: 'mainImg', contentType: photo.type });
    const passportCopy = await storage.store(passport.bytes, { applicationId: id, kind: 'passportCopy', contentType: passport.type });
    const { db, close } = await openDatabase(bed.app);
    try {
      await db.collection('applications').updateOne({ _id: id as never }, { $set: { mainImg, passportCopy } });
    } finally {
      await close();
    }
    return id;
  }

  const download = async (path: string, who: StaffBrowser = bed.asha) => {
    const response = await fetch(`${bed.app.url}${path}`, { headers: { Cookie: who.session.cookieHeader() } });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  /** The pack's photo: a JPEG, square, of the portal's sides and sizes, named with the number. */
  async function expectPortalPhoto(id: string) {
    const answer = await download(REVIEW_API.packPhoto(id));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${id}-photo.jpg"`);
    const { format, width = 0, height = 0 } = await sharp(answer.bytes).metadata();
    const { minSide, maxSide, minBytes, maxBytes } = SUBMISSION_PACK.photo;
    expect({ format, square: width === height }).toEqual({ format: 'jpeg', square: true });
    expect(width).toBeGreaterThanOrEqual(minSide);
    expect(width).toBeLessThanOrEqual(maxSide);
    expect(answer.bytes.length).toBeGreaterThanOrEqual(minBytes);
    expect(answer.bytes.length).toBeLessThanOrEqual(maxBytes);
    return { width, bytes: answer.bytes };
  }

  /** The pack's passport page: a one-page PDF within the portal's sizes, named with the number. */
  async function expectPortalPassport(id: string) {
    const answer = await download(REVIEW_API.packPassport(id));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${id}-passport.pdf"`);
    expect((await PDFDocument.load(answer.bytes)).getPageCount()).toBe(1);
    expect(answer.bytes.length).toBeGreaterThanOrEqual(SUBMISSION_PACK.passport.minBytes);
    expect(answer.bytes.length).toBeLessThanOrEqual(SUBMISSION_PACK.passport.maxBytes);
  }

  it('makes a tiny photo and a tiny scan big enough: at least 350 px and 10 KB', async () => {
    const tiny = await jpeg(90, 120);
    expect(tiny.length).toBeLessThan(SUBMISSION_PACK.photo.minBytes);
    const id = await paidWith({ bytes: tiny, type: 'image/jpeg' }, { bytes: await jpeg(120, 90), type: 'image/jpeg' });
    expect((await expectPortalPhoto(id)).width).toBe(SUBMISSION_PACK.photo.minSide);
    await expectPortalPassport(id);
  });

  it('makes a huge photo and scan small enough: at most 1,000 px and 1 MB, the page at most 300 KB', async () => {
    const huge = await jpeg(3000, 3600);
    expect(huge.length).toBeGreaterThan(SUBMISSION_PACK.photo.maxBytes);
    const id = await paidWith({ bytes: huge, type: 'image/jpeg' }, { bytes: await png(3000, 2100), type: 'image/png' });
    expect((await expectPortalPhoto(id)).width).toBe(SUBMISSION_PACK.photo.maxSide);
    await expectPortalPassport(id);
  });

  it('makes a non-square photo square without cutting it: the whole photo on white', async () => {
    // A tall photo, black: the square's sides must be the white added around it, its middle the photo.
    const tall = await sharp({ create: { width: 400, height: 600, channels: 3, background: { r: 0, g: 0, b: 0 } } }).png().toBuffer();
    const id = await paidWith({ bytes: tall, type: 'image/png' }, { bytes: await jpeg(800, 560), type: 'image/jpeg' });
    const { bytes } = await expectPortalPhoto(id);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    // At a fraction of the side: the photo takes the whole height and the middle two thirds of the width.
    const pixel = (x: number, y: number) => data[(Math.round(y * info.height) * info.width + Math.round(x * info.width)) * info.channels];
    expect([pixel(0.05, 0.5), pixel(0.95, 0.5)].every((value) => value > 240)).toBe(true);
    expect([pixel(0.5, 0.02), pixel(0.5, 0.98), pixel(0.2, 0.5), pixel(0.8, 0.5)].every((value) => value < 15)).toBe(true);
  });

  it('gives the first page of a passport copy sent as a PDF', async () => {
    const document = await PDFDocument.create();
    const scan = await document.embedJpg(await jpeg(700, 500));
    for (let page = 0; page < 2; page += 1) document.addPage([350, 250]).drawImage(scan, { x: 0, y: 0, width: 350, height: 250 });
    // Stored as the documents step stores a PDF: re-written by pdf-lib without object streams (pdf-check).
    const id = await paidWith({ bytes: await jpeg(400, 400), type: 'image/jpeg' }, { bytes: Buffer.from(await document.save({ useObjectStreams: false })), type: 'application/pdf' });
    await expectPortalPassport(id);
  });

  it('answers only staff, only the two parts, and names the other downloads with the number too', async () => {
    const id = await paidWith({ bytes: await jpeg(400, 400), type: 'image/jpeg' }, { bytes: await png(300, 200), type: 'image/png' });
    expect((await bed.asha.get(`/staff/applications/${id}/submission-pack/visa`)).body.message).toBe(STAFF_MESSAGES.fileNotFound);
    expect((await new ApiSession(bed.app.url).get(REVIEW_API.packPhoto(id))).status).toBe(401);
    const review = (await bed.asha.get(REVIEW_API.review(id))).body.data as { files: { kind: string; downloadUrl: string }[] };
    const names = await Promise.all(review.files.map(async (file) => (await download(file.downloadUrl)).headers.get('content-disposition')));
    expect(names).toEqual([`attachment; filename="${id}-photo.jpg"`, `attachment; filename="${id}-passport-copy.png"`]);
  });
});
