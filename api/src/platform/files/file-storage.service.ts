import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import mongoose, { type Connection, type mongo } from 'mongoose';
import { UPLOADS_BUCKET } from '../database/uploads-bucket';
import { extensionOf, isStoredName, type StoredFile, type StoredFileMetadata } from './stored-file';

/**
 * Uploaded files in the database (ARCHITECTURE 5), in the GridFS bucket `uploads`. A file's _id is its random
 * name, so reading one is a primary-key lookup (the only filter FerretDB v1 pushes down to its storage).
 * One chunk holds a whole upload (at most about 1 MB after re-encoding): one chunk document per file, its chunk
 * size the file's size. The two documents are written as the driver's upload stream writes them (the chunk, then
 * the file's description), but directly: the stream copies the bytes twice on the way (into its chunk buffer and
 * out of it), two more upload-sized buffers per upload for the request thread's collector to catch up with.
 */
@Injectable()
export class FileStorageService {
  private bucketInstance?: mongoose.mongo.GridFSBucket;

  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get db(): mongo.Db {
    const db = this.connection.db;
    if (!db) throw new Error('The database connection is not open');
    return db;
  }

  private get bucket(): mongoose.mongo.GridFSBucket {
    this.bucketInstance ??= new mongoose.mongo.GridFSBucket(this.db, { bucketName: UPLOADS_BUCKET });
    return this.bucketInstance;
  }

  /** Stores the bytes under a new random name and returns the name. */
  async store(data: Buffer, metadata: StoredFileMetadata): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${extensionOf(metadata.contentType)}`;
    const db = this.db;
    if (data.length > 0) {
      const chunk = { _id: new mongoose.mongo.ObjectId(), files_id: name, n: 0, data: new mongoose.mongo.Binary(data) };
      await db.collection(`${UPLOADS_BUCKET}.chunks`).insertOne(chunk);
    }
    const description = { _id: name, length: data.length, chunkSize: Math.max(data.length, 1), uploadDate: new Date(), filename: name, metadata };
    await db.collection<{ _id: string }>(`${UPLOADS_BUCKET}.files`).insertOne(description);
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
