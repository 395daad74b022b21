import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { AppConfig } from '../config/app-config';
import { ImageWorkers } from './image-workers';
import { jpegWithExif, png } from './testing/test-images';

/** ImageWorkers re-encodes on its worker threads what the request thread used to: the same image out, or null. */
describe('ImageWorkers', () => {
  let workers: ImageWorkers;
  let dir: string;
  const file = async (name: string, bytes: Buffer) => {
    const where = path.join(dir, name);
    await writeFile(where, bytes);
    return where;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'image-workers-'));
    workers = new ImageWorkers({ UPLOAD_PROCESSING_SLOTS: 1 } as AppConfig);
  });
  afterAll(async () => {
    await workers.onModuleDestroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers a JPEG re-encoded upright, without its metadata, in a buffer of its own', async () => {
    const data = await workers.reencode(await file('photo.jpg', await jpegWithExif(300, 200)), 'image/jpeg');
    expect(Buffer.isBuffer(data)).toBe(true);
    const meta = await sharp(data!).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(data!.byteOffset).toBe(0);
    expect(data!.buffer.byteLength).toBe(data!.length);
  });

  it('answers null for a file that is not the type it was sniffed as, or not there', async () => {
    expect(await workers.reencode(await file('photo.png', await png(50, 50)), 'image/jpeg')).toBeNull();
    expect(await workers.reencode(path.join(dir, 'gone.jpg'), 'image/jpeg')).toBeNull();
  });

  it('serves several uploads one after another from its one thread', async () => {
    const photo = await file('again.png', await png(80, 60));
    const results = await Promise.all([1, 2, 3].map(() => workers.reencode(photo, 'image/png')));
    for (const data of results) expect(await sharp(data!).metadata()).toMatchObject({ format: 'png', width: 80, height: 60 });
  });
});
