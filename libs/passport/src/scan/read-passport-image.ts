import type { IsoDate } from '@evisa/contracts';
import type { PassportData } from '../passport-data';
import { readTd3 } from '../read-mrz';
import type { GreyImage } from './grey-image';
import { greyPage, mrzCut, type PageSource } from './mrz-cut';
import { MIN_UNCHECKED_MARGIN, readOcrb, type OcrbTemplates } from './ocrb-reader';
import templates from './ocrb-templates.json';

/** Why a photo gave no passport, each with its own advice to the applicant. */
export type ScanFailure = 'notAnImage' | 'noMrz' | 'checkDigits';
export type ScanOutcome = { ok: true; passport: PassportData } | { ok: false; reason: ScanFailure };

/** A phone's 12-megapixel photo is read at this size: the MRZ's characters stay 20 pixels or more high. */
export const READ_LONGEST_SIDE = 2400;

/** Reads a data page: the MRZ found, cut, read glyph by glyph and checked. */
export function readPassportPage(page: PageSource, today: IsoDate): ScanOutcome {
  const band = mrzCut(page);
  const read = band && readOcrb(band, templates as OcrbTemplates);
  if (!read) return { ok: false, reason: 'noMrz' };
  const [first, second] = read.lines;
  const passport = second && readTd3([first, second], today);
  if (!passport || !passport.ok || read.weakestMargin < MIN_UNCHECKED_MARGIN) return { ok: false, reason: 'checkDigits' };
  return passport;
}

/** Reads a grey image of a data page (pure: the API and the benchmark run it in Node). */
export function readPassportImage(grey: GreyImage, today: IsoDate): ScanOutcome {
  return readPassportPage(greyPage(grey), today);
}
