import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import mongoose, { type Connection } from 'mongoose';
import { extensionOf, isStoredName, type StoredFile, type StoredFileMetadata } from './stored-file';

export const UPLOADS_BUCKET = 'uploads';

/**
 * Uploaded files in the database (ARCHITECTURE 5), in the GridFS bucket `uploads`. A file's _id is its random
 * name, so reading one is a primary-key lookup (the only filter FerretDB v1 pushes down to its storage).
 * One chunk holds a whole upload (at most about 1 MB after re-encoding): one chunk document per file. The
 * chunk size is set per file, to the file's size: the driver's upload stream allocates a buffer of the chunk
 * size when it opens, so a fixed 4 MB chunk cost 4 MB of memory per file in flight whatever its size.
 */
@Injectable()
export class FileStorageService {
  private bucketInstance?: mongoose.mongo.GridFSBucket;

  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get bucket(): mongoose.mongo.GridFSBucket {
    if (!this.bucketInstance) {
      const db = this.connection.db;
      if (!db) throw new Error('The database connection is not open');
      this.bucketInstance = new mongoose.mongo.GridFSBucket(db, { bucketName: UPLOADS_BUCKET });
    }
    return this.bucketInstance;
  }

  /** Stores the bytes under a new random name and returns the name. */
  async store(data: Buffer, metadata: StoredFileMetadata): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${extensionOf(metadata.contentType)}`;
    await new Promise<void>((resolve, reject) => {
      const upload = this.bucket.openUploadStreamWithId(name as never, name, { metadata, chunkSizeBytes: Math.max(data.length, 1) });
      upload.once('error', reject);
      upload.once('finish', () => resolve());
      upload.end(data);
    });
    return name;
  }

  /** The file's description, or null for a name that is not a stored file. */
  async find(name: string): Promise<StoredFile | null> {
    if (!isStoredName(name)) return null;
    const [file] = await this.bucket.find({ _id: name as never }, { limit: 1 }).toArray();
    if (!file?.metadata) return null;
    return { name, length: file.length, metadata: file.metadata as StoredFileMetadata };
  }

  open(name: string): Readable {
    return this.bucket.openDownloadStream(name as never);
  }

  /** Removes a file; a file that is already gone is not an error. */
  async remove(name: string | undefined | null): Promise<void> {
    if (!isStoredName(name)) return;
    try {
      await this.bucket.delete(name as never);
    } catch (error) {
      if (!/File not found/i.test((error as Error).message)) throw error;
    }
  }

  async removeAll(names: readonly (string | undefined | null)[]): Promise<void> {
    await Promise.all(names.map((name) => this.remove(name)));
  }
}
