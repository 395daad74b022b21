import { mkdtempSync, rm, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multer from 'multer';
import { releaseUploadBuffers } from './young-buffers';

let receivedDir: string | undefined;

/** This process's own folder for upload bodies, made at the first upload: a file stays there until its request ends. */
export function receivedFilesDir(): string {
  if (!receivedDir) {
    receivedDir = mkdtempSync(path.join(tmpdir(), 'evisa-uploads-'));
    // Every process makes a folder of its own: without this, each start of the API (and each test worker) left one.
    // The API's shutdown removes it too (FilesModule): a process ended by a signal emits no 'exit'.
    process.once('exit', removeReceivedFilesDir);
  }
  return receivedDir;
}

/** Removes this process's upload folder with anything still in it; the next upload makes a new one. */
export function removeReceivedFilesDir(): void {
  if (!receivedDir) return;
  rmSync(receivedDir, { recursive: true, force: true });
  process.removeListener('exit', removeReceivedFilesDir);
  receivedDir = undefined;
}

/** A file multer received: its temporary file and size (`path` absent only in a hand-made object). */
export type ReceivedFile = { path?: string; size?: number };

const removeFile = (file: string) => rm(file, { force: true }, () => undefined);

/**
 * multer's storage for uploads: each file is written to a temporary file while it arrives and removed when its
 * response ends, whether answered, refused or abandoned. Uploads wait for a processing slot (UploadSlotsInterceptor)
 * with their bodies on disk, not in the API's memory, and sharp decodes from the file. Once a file is written, the
 * chunks it arrived in are garbage: releaseUploadBuffers frees them.
 */
export function receivedFilesStorage(): multer.StorageEngine {
  const disk = multer.diskStorage({
    destination: (_request, _file, done) => done(null, receivedFilesDir()),
  });
  return {
    _handleFile(request, file, done) {
      disk._handleFile(request, file, (error, info) => {
        const response = request.res;
        if (!error && info?.path && response) {
          if (response.closed) removeFile(info.path);
          else response.once('close', () => removeFile(info.path as string));
        }
        releaseUploadBuffers();
        done(error, info);
      });
    },
    _removeFile: (request, file, done) => disk._removeFile(request, file, done),
  };
}

/** The first `length` bytes of a received file (fewer when it is shorter; none without a file). */
export async function receivedHead(file: ReceivedFile | undefined | null, length: number): Promise<Uint8Array> {
  if (!file?.path) return new Uint8Array(0);
  const handle = await open(file.path, 'r');
  try {
    const { bytesRead, buffer } = await handle.read(new Uint8Array(length), 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
