import sharp from 'sharp';
import type { StoredImageType } from './stored-file';

// Every image sharp opens in the API is a new upload or a stored copy, never the same file twice: libvips' operation cache would only
// hold their memory, and the received files open after their removal.
sharp.cache(false);

/**
 * A 1 MB upload that decodes to more pixels than this is a decompression bomb, not a photograph or a scan:
 * refused before libvips allocates memory for it. 36 MP is a 6000 x 6000 image, more than any phone camera.
 */
export const MAX_INPUT_PIXELS = 36_000_000;

const SHARP_FORMAT: Record<StoredImageType, 'jpeg' | 'png'> = { 'image/jpeg': 'jpeg', 'image/png': 'png' };

/**
 * Quality 90 keeps a passport photo's detail. Huffman tables are not optimised: that second pass keeps every
 * DCT coefficient of the image in memory until the end, about 7 MB more per upload in flight for a 1200x1200
 * photo (16 against 23 MB; two at once 34 against 48 MB), for files 4-5% smaller (docs/performance.md).
 */
const JPEG_OUTPUT = { quality: 90, optimiseCoding: false } as const;

/**
 * The image in the file at `path` decoded completely as `type` and re-encoded in its own format, upright (EXIF
 * orientation applied), which drops all metadata and anything appended to or hidden in the original bytes; null
 * when it does not decode as `type`. Runs in the upload workers' threads (image-workers.ts).
 */
export async function reencodeImageFile(path: string, type: StoredImageType): Promise<Buffer | null> {
  try {
    // failOn 'error': a truncated or corrupt file fails; harmless decoder warnings of real cameras' files do not.
    const image = sharp(path, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (format !== SHARP_FORMAT[type]) return null;
    const upright = image.rotate();
    return type === 'image/jpeg' ? await upright.jpeg(JPEG_OUTPUT).toBuffer() : await upright.png().toBuffer();
  } catch {
    return null;
  }
}
