// The backup archive's layout, shared by `npm run backup` and `npm run restore` (docs/operations.md, section 4):
//
//   manifest.json                 format, database, start and end times, per collection: documents, bytes, SHA-256
//   <collection>.bson             the collection's documents as stored (raw BSON, one after the other)
//   <collection>.metadata.json    its indexes (Extended JSON, canonical)
//
// Stored files are the GridFS bucket's collections (`uploads.files`, `uploads.chunks`), so they are in it too.
import { createHash } from 'node:crypto';
import fs from 'node:fs';

export const FORMAT = 'evisa-backup/1';
export const MANIFEST = 'manifest.json';

/** The local database of `npm start` unless MONGODB_URI names another (as the API itself does). */
export const defaultUri = () => process.env.MONGODB_URI || 'mongodb://127.0.0.1:27017/evisa';

/** The database a connection string names (the API's default, `evisa`, when it names none). */
export function databaseName(uri) {
  const name = new URL(uri.replace(/^mongodb(\+srv)?:/, 'http:')).pathname.slice(1);
  return decodeURIComponent(name) || 'evisa';
}

export const bsonFile = (collection) => `${collection}.bson`;
export const metadataFile = (collection) => `${collection}.metadata.json`;

/** @returns {Promise<string>} the SHA-256 of a file, hex */
export async function sha256(file) {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

/**
 * The documents of a `.bson` file, each as its own raw bytes (every document starts with its length, int32 LE).
 * @returns {AsyncGenerator<Buffer>}
 */
export async function* rawDocuments(file) {
  let pending = Buffer.alloc(0);
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 1 << 20 })) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    let offset = 0;
    while (pending.length - offset >= 4) {
      const size = pending.readInt32LE(offset);
      if (size < 5) throw new Error(`${file}: a document's length is ${size} at byte ${offset}: the file is damaged`);
      if (pending.length - offset < size) break;
      yield pending.subarray(offset, offset + size);
      offset += size;
    }
    pending = pending.subarray(offset);
  }
  if (pending.length) throw new Error(`${file}: ${pending.length} bytes after the last whole document: the file is cut short`);
}
