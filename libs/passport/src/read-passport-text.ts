import type { IsoDate } from '@evisa/contracts';
import { findTd3Lines } from './mrz-lines';
import { readTd3, type MrzRead } from './read-mrz';

/** The passport in an OCR engine's text of the page or its MRZ band. */
export function readPassportText(text: string, today: IsoDate): MrzRead {
  const lines = findTd3Lines(text);
  return lines ? readTd3(lines, today) : { ok: false, reason: 'notFound' };
}
