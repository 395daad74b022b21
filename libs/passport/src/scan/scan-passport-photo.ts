import type { IsoDate } from '@evisa/contracts';
import { greyOfRgba, type GreyImage } from './grey-image';
import { READ_LONGEST_SIDE, readPassportImage, type ScanOutcome } from './read-passport-image';

async function greyOf(photo: Blob): Promise<GreyImage | undefined> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo);
  } catch {
    return undefined;
  }
  const scale = Math.min(1, READ_LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
  const [width, height] = [Math.round(bitmap.width * scale), Math.round(bitmap.height * scale)];
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true }) as OffscreenCanvasRenderingContext2D;
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return greyOfRgba(context.getImageData(0, 0, width, height).data, width, height);
}

/**
 * Reads a photo of a passport's data page in the browser: finds the MRZ, reads it and checks every check digit.
 * The photo never leaves the device.
 */
export async function scanPassportPhoto(photo: Blob, today: IsoDate): Promise<ScanOutcome> {
  const grey = await greyOf(photo);
  return grey ? readPassportImage(grey, today) : { ok: false, reason: 'notAnImage' };
}
