import sharp from 'sharp';
import { checkUpload, sniffImageType, type MessageKey } from '@evisa/contracts';
import { receivedHead, type ReceivedFile } from './received-files';
import type { StoredImageType } from './stored-file';

// Every image sharp opens in the API is a new upload or a stored copy, never the same file twice: libvips'
// operation cache would only hold their memory, and the received files open after their removal.
sharp.cache(false);

/**
 * A 1 MB upload that decodes to more pixels than this is a decompression bomb, not a photograph or a scan:
 * refused before libvips allocates memory for it. 36 MP is a 6000 x 6000 image, more than any phone camera.
 */
export const MAX_INPUT_PIXELS = 36_000_000;

/** Enough of a file's first bytes to tell its type (the longest signature, PNG's, is 8 bytes). */
export const SNIFFED_BYTES = 16;

const SHARP_FORMAT: Record<StoredImageType, 'jpeg' | 'png'> = { 'image/jpeg': 'jpeg', 'image/png': 'png' };

/**
 * Quality 90 keeps a passport photo's detail. Huffman tables are not optimised: that second pass keeps every
 * DCT coefficient of the image in memory until the end, about 7 MB more per upload in flight for a 1200x1200
 * photo (16 against 23 MB; two at once 34 against 48 MB), for files 4-5% smaller (docs/performance.md).
 */
const JPEG_OUTPUT = { quality: 90, optimiseCoding: false } as const;

export type CleanImage = { data: Buffer; contentType: StoredImageType };

export type SanitizeResult = { ok: true; image: CleanImage } | { ok: false; error: MessageKey };

/**
 * Checks an upload against the rules of spec 5.5 by what it is, not what it claims to be: the type comes from
 * the file's first bytes (never its name or declared type), and only a file that decodes completely as that
 * type is accepted. The image is then re-encoded in its own format, upright (EXIF orientation applied), which
 * drops all metadata (EXIF, GPS, comments) and anything appended to or hidden in the original bytes.
 * `missing` is the message for no file or an empty one.
 */
export async function sanitizeImage(file: ReceivedFile | undefined | null, missing: MessageKey): Promise<SanitizeResult> {
  const type = sniffImageType(await receivedHead(file, SNIFFED_BYTES));
  const problem = checkUpload({ size: file?.size ?? 0, type: type ?? '' }, missing);
  if (problem || !type || !file?.path) return { ok: false, error: problem ?? 'invalidImageType' };
  const image = await reencodeImage(file.path, type);
  return image ? { ok: true, image } : { ok: false, error: 'invalidImageType' };
}

/**
 * The image in the file at `path` decoded completely as `type` and re-encoded (see sanitizeImage), or null when it
 * does not decode.
 */
export async function reencodeImage(path: string, type: StoredImageType): Promise<CleanImage | null> {
  try {
    // failOn 'error': a truncated or corrupt file fails; harmless decoder warnings of real cameras' files do not.
    const image = sharp(path, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (format !== SHARP_FORMAT[type]) return null;
    const upright = image.rotate();
    const data = type === 'image/jpeg' ? await upright.jpeg(JPEG_OUTPUT).toBuffer() : await upright.png().toBuffer();
    return { data, contentType: type };
  } catch {
    return null;
  }
}
