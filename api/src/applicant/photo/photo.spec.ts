import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { MESSAGES } from '@evisa/contracts';
import { countStored, form, jpeg, jpegWithExif, padJpeg, padPng, png } from '../../platform/files/testing/test-images';
import { binaryGet } from '../../platform/files/testing/binary-get';
import { applicationThrough, step, storedRecord } from '../steps/step-fixtures';
import { ApiSession } from '../../platform/testing/api-session';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { plainPdf } from '../../platform/files/testing/test-pdfs';
import { receivedFilesDir } from '../../platform/files/received-files';

const MB = 1_048_576;
const imagePath = (name: string) => `/visaapplication/images/${name}`;

describe('photograph upload: PATCH applicationSubmitStep5, multipart mainImg (HTTP, real database)', () => {
  let app: TestApp;
  let session: ApiSession;
  let id: string;

  beforeAll(async () => {
    app = await startTestApp();
    session = new ApiSession(app.url);
    id = await applicationThrough(session, 5);
  });
  afterAll(() => app.close());

  const upload = (bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg') => session.patch(step(5, id), form(['mainImg', bytes, name, type]));

  /** Sends a file that must be refused with `message`, and checks that nothing was stored or recorded. */
  async function expectRefused(body: FormData, message: string) {
    const before = await countStored(app.config.MONGODB_URI);
    const recordBefore = await storedRecord(session, id);
    const response = await session.patch(step(5, id), body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ mainImg: message });
    expect(await countStored(app.config.MONGODB_URI)).toEqual(before);
    expect((await storedRecord(session, id)).mainImg).toBe(recordBefore.mainImg);
  }

  it('accepts a JPEG of exactly 1 MB, stores it under a random name and serves it back as JPEG', async () => {
    const file = padJpeg(await jpeg(), MB);
    expect(file.length).toBe(MB);
    expect((await sharp(file).metadata()).format).toBe('jpeg');
    const before = await countStored(app.config.MONGODB_URI);
    const response = await upload(file, 'my passport photo.jpg');
    expect(response.status).toBe(200);
    expect(response.body.data.uniqueId).toBe(id);
    const record = await storedRecord(session, id);
    expect(record.mainImg).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(record.completedSteps).toContain('photo');
    expect((await countStored(app.config.MONGODB_URI)).files).toBe(before.files + 1);

    const served = await binaryGet(app, id, imagePath(record.mainImg));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('no-store');
    const { bytes } = served;
    expect(Number(served.headers.get('content-length'))).toBe(bytes.length);
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
    // Re-encoded: the padding comments are gone.
    expect(bytes.length).toBeLessThan(MB / 2);
  });

  it('accepts a PNG of exactly 1 MB as PNG, and removes the photo it replaces', async () => {
    const old = (await storedRecord(session, id)).mainImg;
    const before = await countStored(app.config.MONGODB_URI);
    const file = padPng(await png(), MB);
    expect(file.length).toBe(MB);
    const response = await upload(file, 'photo.png', 'image/png');
    expect(response.status).toBe(200);
    const record = await storedRecord(session, id);
    expect(record.mainImg).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(await countStored(app.config.MONGODB_URI)).toEqual(before);
    expect((await session.get(imagePath(old))).status).toBe(404);
    const served = await session.get(imagePath(record.mainImg));
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a JPEG and a PNG one byte over 1 MB with the size message', async () => {
    await expectRefused(form(['mainImg', padJpeg(await jpeg(), MB + 1), 'a.jpg', 'image/jpeg']), MESSAGES.imageTooLarge);
    await expectRefused(form(['mainImg', padPng(await png(), MB + 1), 'a.png', 'image/png']), MESSAGES.imageTooLarge);
  });

  it('refuses a file far over the limit (cut off while it is received) with the same message', async () => {
    await expectRefused(form(['mainImg', padJpeg(await jpeg(), 3 * MB), 'big.jpg', 'image/jpeg']), MESSAGES.imageTooLarge);
  });

  it('decides the type by content: a PNG named .jpg and declared JPEG is stored as PNG', async () => {
    const response = await upload(await png(), 'photo.jpg', 'image/jpeg');
    expect(response.status).toBe(200);
    const record = await storedRecord(session, id);
    expect(record.mainImg).toMatch(/\.png$/);
    expect((await session.get(imagePath(record.mainImg))).headers.get('content-type')).toBe('image/png');
  });

  it('refuses a text file named .png and declared PNG', async () => {
    await expectRefused(form(['mainImg', Buffer.from('just some text, not a picture\n'.repeat(50)), 'photo.png', 'image/png']), MESSAGES.invalidImageType);
  });

  it('refuses a real PDF: documents may be PDF, the photo never', async () => {
    await expectRefused(form(['mainImg', await plainPdf(), 'photo.pdf', 'application/pdf']), MESSAGES.invalidImageType);
  });

  it('refuses HTML behind an image signature (PNG magic, GIF89a, JPEG SOI) unless it decodes as an image', async () => {
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expectRefused(form(['mainImg', Buffer.concat([pngMagic, html]), 'x.png', 'image/png']), MESSAGES.invalidImageType);
    await expectRefused(form(['mainImg', Buffer.concat([Buffer.from('GIF89a'), html]), 'x.gif', 'image/png']), MESSAGES.invalidImageType);
    await expectRefused(form(['mainImg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]), 'x.jpg', 'image/jpeg']), MESSAGES.invalidImageType);
  });

  it('keeps only the image of a real JPEG with HTML appended: the stored file is re-encoded without it', async () => {
    const response = await upload(Buffer.concat([await jpeg(), Buffer.from('<html><script>alert(1)</script></html>')]));
    expect(response.status).toBe(200);
    const served = await session.get(imagePath((await storedRecord(session, id)).mainImg));
    expect(served.text).not.toContain('<script>');
  });

  it('refuses an empty file and a form without the file as no photo', async () => {
    await expectRefused(form(['mainImg', Buffer.alloc(0), 'empty.jpg', 'image/jpeg']), MESSAGES.imageRequired);
    await expectRefused(new FormData(), MESSAGES.imageRequired);
  });

  it('refuses a truncated JPEG and a truncated PNG', async () => {
    const whole = await jpeg();
    await expectRefused(form(['mainImg', whole.subarray(0, Math.floor(whole.length / 2)), 'cut.jpg', 'image/jpeg']), MESSAGES.invalidImageType);
    const wholePng = await png();
    await expectRefused(form(['mainImg', wholePng.subarray(0, Math.floor(wholePng.length / 2)), 'cut.png', 'image/png']), MESSAGES.invalidImageType);
  });

  it('strips EXIF and applies the orientation', async () => {
    const original = await jpegWithExif(400, 300);
    const metadata = await sharp(original).metadata();
    expect(metadata.exif).toBeDefined();
    expect(metadata.orientation).toBe(6);
    expect((await upload(original)).status).toBe(200);
    const { bytes } = await binaryGet(app, id, imagePath((await storedRecord(session, id)).mainImg));
    const stored = await sharp(bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([300, 400]);
    expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
    expect(bytes.includes(Buffer.from('Anna Smith'))).toBe(false);
  });

  it('serves a photo only to a browser with access to its application, with the same 404 as for an unknown name', async () => {
    const name = (await storedRecord(session, id)).mainImg;
    const stranger = new ApiSession(app.url);
    const forbidden = await stranger.get(imagePath(name));
    const unknown = await session.get(imagePath(`${'0'.repeat(32)}.jpg`));
    expect(forbidden.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(forbidden.body).toEqual(unknown.body);
    expect((await session.get(`/visaapplication/files/${name}`)).status).toBe(404);
    expect((await session.get('/visaapplication/images/')).status).toBe(404);
    expect((await session.get('/visaapplication/images/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('refuses an upload from a browser without access and stores nothing', async () => {
    const before = await countStored(app.config.MONGODB_URI);
    const stranger = new ApiSession(app.url);
    const response = await stranger.patch(step(5, id), form(['mainImg', await jpeg(), 'a.jpg', 'image/jpeg']));
    expect(response.status).toBe(403);
    expect(await countStored(app.config.MONGODB_URI)).toEqual(before);
  });

  it('leaves no received file behind: each upload above, stored, refused or cut off, was removed when answered', async () => {
    /** The files left in this process's folder, once the removals that follow the responses' ends are done. */
    const left = async () => {
      for (let tries = 0; tries < 50 && (await readdir(receivedFilesDir())).length > 0; tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      return readdir(receivedFilesDir());
    };
    expect(await left()).toEqual([]);
    expect((await upload(await jpeg())).status).toBe(200);
    expect((await upload(Buffer.from('not an image'), 'a.png', 'image/png')).status).toBe(400);
    expect(await left()).toEqual([]);
  });
});
