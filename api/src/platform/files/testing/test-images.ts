// Real image files for API tests, made with sharp, and a way to count what GridFS holds. API tests only.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import mongoose from 'mongoose';
import { UPLOADS_BUCKET } from '../../database/uploads-bucket';

/** Random pixels: they do not compress, so a small image still makes a file of a useful size. */
function noise(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919 + (i >> 5) * 104729) % 251;
  return pixels;
}

const raw = (width: number, height: number) => sharp(noise(width, height), { raw: { width, height, channels: 3 } });

export function jpeg(width = 400, height = 400): Promise<Buffer> {
  return raw(width, height).jpeg({ quality: 90 }).toBuffer();
}

export function png(width = 400, height = 400): Promise<Buffer> {
  return raw(width, height).png().toBuffer();
}

/** A JPEG carrying EXIF (camera, GPS-like text) and orientation 6 (rotate 90° clockwise to view). */
export function jpegWithExif(width: number, height: number): Promise<Buffer> {
  return raw(width, height)
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Anna Smith', Copyright: 'GPS 51.5072N 0.1276W', Make: 'TestCam' } } })
    .toBuffer();
}

const COM = 0xfe;
const MAX_SEGMENT = 0xffff + 2; // marker (2 bytes) + length field covering itself and at most 65,533 data bytes

/**
 * Pads a JPEG to exactly `size` bytes with comment (COM) segments right after SOI: still a valid JPEG that
 * decoders read to the end.
 */
export function padJpeg(image: Buffer, size: number): Buffer {
  let missing = size - image.length;
  if (missing < 4) throw new Error(`cannot pad a ${image.length}-byte JPEG to ${size} bytes`);
  const segments: Buffer[] = [];
  while (missing > 0) {
    let length = Math.min(missing, MAX_SEGMENT);
    if (missing - length > 0 && missing - length < 4) length = missing - 4;
    const segment = Buffer.alloc(length, 0x20);
    segment[0] = 0xff;
    segment[1] = COM;
    segment.writeUInt16BE(length - 2, 2);
    segments.push(segment);
    missing -= length;
  }
  return Buffer.concat([image.subarray(0, 2), ...segments, image.subarray(2)]);
}

/** Pads a PNG to exactly `size` bytes with one private ancillary chunk before IEND (decoders skip it). */
export function padPng(image: Buffer, size: number): Buffer {
  const dataLength = size - image.length - 12;
  if (dataLength < 0) throw new Error(`cannot pad a ${image.length}-byte PNG to ${size} bytes`);
  const type = Buffer.from('prVt');
  const data = Buffer.alloc(dataLength, 0x41);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(dataLength);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const iend = image.length - 12;
  return Buffer.concat([image.subarray(0, iend), length, type, data, crc, image.subarray(iend)]);
}

/** A multipart form with one file per field: [field, bytes, file name, declared type]. */
export function form(...files: [field: string, bytes: Buffer, name: string, type: string][]): FormData {
  const body = new FormData();
  for (const [field, bytes, name, type] of files) body.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return body;
}

/** How many files (and chunks) the uploads bucket of a test app's database holds. */
export async function countStored(mongodbUri: string): Promise<{ files: number; chunks: number }> {
  const client = new mongoose.mongo.MongoClient(mongodbUri);
  try {
    const db = client.db();
    const [files, chunks] = await Promise.all([
      db.collection(`${UPLOADS_BUCKET}.files`).countDocuments(),
      db.collection(`${UPLOADS_BUCKET}.chunks`).countDocuments(),
    ]);
    return { files, chunks };
  } finally {
    await client.close();
  }
}

/** The names of the files the uploads bucket holds for one application, by what they are for. */
export async function storedNamesByKind(mongodbUri: string, applicationId: string): Promise<Record<string, string[]>> {
  const client = new mongoose.mongo.MongoClient(mongodbUri);
  try {
    const files = await client.db().collection(`${UPLOADS_BUCKET}.files`).find({ 'metadata.applicationId': applicationId }).toArray();
    const byKind: Record<string, string[]> = {};
    for (const file of files) (byKind[file.metadata.kind] ??= []).push(String(file._id));
    return byKind;
  } finally {
    await client.close();
  }
}
