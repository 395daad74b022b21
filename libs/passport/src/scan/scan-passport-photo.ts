import type { IsoDate } from '@evisa/contracts';
import { bitmapPage } from './bitmap-page';
import { READ_LONGEST_SIDE, readPassportPage, type ScanOutcome } from './read-passport-image';

/**
 * Reads a photo of a passport's data page in the browser: finds the MRZ, reads it and checks every check digit.
 * The photo never leaves the device.
 */
export async function scanPassportPhoto(photo: Blob, today: IsoDate): Promise<ScanOutcome> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo);
  } catch {
    return { ok: false, reason: 'notAnImage' };
  }
  try {
    return readPassportPage(bitmapPage(bitmap, READ_LONGEST_SIDE), today);
  } finally {
    bitmap.close();
  }
}
