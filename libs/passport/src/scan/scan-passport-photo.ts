import type { IsoDate } from '@evisa/contracts';
import type { PassportData } from '../passport-data';
import { readPassportText } from '../read-passport-text';
import { greyOfRgba, type GreyImage } from './grey-image';
import { mrzCut } from './mrz-cut';
import { ocrEngine } from './ocr-engine';

/** Why a photo gave no passport, each with its own advice to the applicant. */
export type ScanFailure = 'notAnImage' | 'noMrz' | 'checkDigits';
export type ScanOutcome = { ok: true; passport: PassportData } | { ok: false; reason: ScanFailure };

/** A phone's 12-megapixel photo is read at this size: the MRZ's characters stay 20 pixels or more high. */
const LONGEST_SIDE = 2400;

async function greyOf(photo: Blob): Promise<GreyImage | undefined> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo);
  } catch {
    return undefined;
  }
  const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
  const [width, height] = [Math.round(bitmap.width * scale), Math.round(bitmap.height * scale)];
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true }) as OffscreenCanvasRenderingContext2D;
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return greyOfRgba(context.getImageData(0, 0, width, height).data, width, height);
}

function canvasOf(image: GreyImage): OffscreenCanvas {
  const canvas = new OffscreenCanvas(image.width, image.height);
  const pixels = new ImageData(image.width, image.height);
  for (let i = 0; i < image.data.length; i += 1) {
    pixels.data.set([image.data[i], image.data[i], image.data[i], 255], i * 4);
  }
  (canvas.getContext('2d') as OffscreenCanvasRenderingContext2D).putImageData(pixels, 0, 0);
  return canvas;
}

/**
 * Reads a photo of a passport's data page in the browser: finds the MRZ, reads it and checks every check digit.
 * The photo never leaves the device.
 */
export async function scanPassportPhoto(photo: Blob, today: IsoDate): Promise<ScanOutcome> {
  const [grey, engine] = await Promise.all([greyOf(photo), ocrEngine()]);
  if (!grey) return { ok: false, reason: 'notAnImage' };
  const band = mrzCut(grey);
  if (!band) return { ok: false, reason: 'noMrz' };
  const { data } = await engine.recognize(canvasOf(band) as unknown as HTMLCanvasElement);
  const read = readPassportText(data.text, today);
  if (read.ok) return read;
  return { ok: false, reason: read.reason === 'notFound' ? 'noMrz' : 'checkDigits' };
}
