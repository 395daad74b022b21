import type { mongo } from 'mongoose';

/** The GridFS bucket of uploaded files (platform/files): its collections are `uploads.files` and `uploads.chunks`. */
export const UPLOADS_BUCKET = 'uploads';

/**
 * The indexes GridFS needs: a file's chunks in order, and files by name and date. The driver's upload stream makes
 * them itself on first use; the API writes its files without that stream (FileStorageService.store), so the
 * migration runner makes them.
 */
export async function createUploadIndexes(db: mongo.Db): Promise<void> {
  await db.collection(`${UPLOADS_BUCKET}.chunks`).createIndex({ files_id: 1, n: 1 }, { unique: true });
  await db.collection(`${UPLOADS_BUCKET}.files`).createIndex({ filename: 1, uploadDate: 1 });
}
