import type { IsoDate } from '@evisa/contracts';
import type { PassportData } from '../passport-data';
import { readTd3 } from '../read-mrz';
import { greyOfRgba, type GreyImage } from './grey-image';
import { mrzCut } from './mrz-cut';
import { readOcrb, type OcrbTemplates } from './ocrb-reader';
import templates from './ocrb-templates.json';

/** Why a photo gave no passport, each with its own advice to the applicant. */
export type ScanFailure = 'notAnImage' | 'noMrz' | 'checkDigits';
export type ScanOutcome = { ok: true; passport: PassportData } | { ok: false; reason: ScanFailure };

/** A phone's 12-megapixel photo is read at this size: the MRZ's characters stay 20 pixels or more high. */
const LONGEST_SIDE = 2400;
/**
 * The least margin between the best and second-best glyph at a position no check digit covers (names, states,
 * sex): below it the read is refused rather than risk a wrong name (docs/passport-scan.md).
 */
export const MIN_UNCHECKED_MARGIN = 0.03;

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

/** Reads a grey image of a data page: the MRZ found, cut, read glyph by glyph and checked (pure: Node can run it). */
export function readPassportImage(grey: GreyImage, today: IsoDate): ScanOutcome {
  const band = mrzCut(grey);
  const read = band && readOcrb(band, templates as OcrbTemplates);
  if (!read) return { ok: false, reason: 'noMrz' };
  const passport = readTd3(read.lines, today);
  if (!passport.ok || read.weakestMargin < MIN_UNCHECKED_MARGIN) return { ok: false, reason: 'checkDigits' };
  return passport;
}

/**
 * Reads a photo of a passport's data page in the browser: finds the MRZ, reads it and checks every check digit.
 * The photo never leaves the device.
 */
export async function scanPassportPhoto(photo: Blob, today: IsoDate): Promise<ScanOutcome> {
  const grey = await greyOf(photo);
  return grey ? readPassportImage(grey, today) : { ok: false, reason: 'notAnImage' };
}
