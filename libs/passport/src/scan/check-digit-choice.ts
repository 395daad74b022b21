import { checkDigit } from '../compose-td3';

/** One MRZ cell's glyphs as the reader scored them, best first. */
export type Scored = { char: string; score: number }[];

/**
 * How far below the best score another glyph may be and still be a candidate for a cell: a blurred or small glyph
 * often scores its true character a close second. Wider takes in more misreads, but lets more readings tie.
 */
export const CANDIDATE_SPREAD = 0.05;
/** The most candidates kept per cell, and the most combinations tried per check digit. */
const MAX_CANDIDATES = 2;
const MAX_COMBINATIONS = 4096;

/** Line 2 of a TD3 MRZ (ICAO 9303 part 4): each checked field's positions and its check digit's position. */
const CHECKED_FIELDS = [
  { from: 0, to: 9, check: 9 }, // document number
  { from: 13, to: 19, check: 19 }, // date of birth
  { from: 21, to: 27, check: 27 }, // date of expiry
  { from: 28, to: 42, check: 42 }, // personal number
];
/** The composite check digit covers the document number, the dates and the personal number with their check digits. */
const COMPOSITE = 43;

/** Whether `check` is the check digit of `field` (an empty personal number may have '<' as its check digit). */
const holds = (field: string, check: string) => check === checkDigit(field) || (check === '<' && /^<*$/.test(field));

const candidates = (scores: Scored) => scores.filter((s, i) => i < MAX_CANDIDATES && s.score >= scores[0].score - CANDIDATE_SPREAD).map((s) => s.char);

/** Every string with one of `choices[i]` at each position i, or undefined when there would be too many. */
function combinations(choices: string[][]): string[] | undefined {
  if (choices.reduce((count, options) => count * options.length, 1) > MAX_COMBINATIONS) return undefined;
  return choices.reduce<string[]>((found, options) => found.flatMap((start) => options.map((char) => start + char)), ['']);
}

/**
 * Line 2 read by its check digits: each cell may be any of its close candidates, and the reading is the one
 * combination whose check digits (number, birth, expiry, personal number and the composite) all hold. Undefined when
 * none holds, or more than one does (the check digits cannot tell them apart, so nothing is guessed). Positions no
 * check digit covers (nationality, sex) keep their best glyph: the reader's margin rule judges them.
 */
export function chooseByCheckDigits(cells: Scored[]): string | undefined {
  const best = cells.map((scores) => scores[0].char);
  const fieldReadings: string[][] = [];
  for (const { from, to, check } of CHECKED_FIELDS) {
    const readings = combinations(cells.slice(from, check + 1).map(candidates))?.filter((text) => holds(text.slice(0, to - from), text.slice(to - from)));
    if (!readings || readings.length === 0) return undefined;
    fieldReadings.push(readings);
  }
  const fitting = combinations([...fieldReadings, candidates(cells[COMPOSITE])])?.filter((text) => holds(text.slice(0, -1), text.slice(-1)));
  if (!fitting || fitting.length !== 1) return undefined;
  // The reading: number and check digit (10), birth (7), expiry (7), personal number (15), composite (1).
  const [text] = fitting;
  return text.slice(0, 10) + best.slice(10, 13).join('') + text.slice(10, 17) + best[20] + text.slice(17);
}
