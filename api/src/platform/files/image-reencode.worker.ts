import { Piscina } from 'piscina';
import { reencodeImageFile } from './image-reencode';
import type { StoredImageType } from './stored-file';

export type ReencodeTask = { path: string; type: StoredImageType };

/**
 * The task of ImageWorkers' threads: the re-encoded image's bytes, or null when the file does not decode. sharp's
 * output lives outside V8 and cannot be transferred, so its bytes are copied once here, into memory this thread
 * owns, and that memory is moved to the request thread (transferred, not copied again by the message).
 */
export default async function reencode({ path, type }: ReencodeTask): Promise<ArrayBuffer | null> {
  const output = await reencodeImageFile(path, type);
  if (!output) return null;
  const owned = new Uint8Array(output.length);
  owned.set(output);
  return Piscina.move(owned.buffer) as ArrayBuffer;
}
