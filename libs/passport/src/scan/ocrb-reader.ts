import { chooseByCheckDigits, type Scored } from './check-digit-choice';
import type { GreyImage } from './grey-image';

/** The classifier's view of one character: its cell resampled to this grid. */
export const GLYPH_WIDTH = 12;
export const GLYPH_HEIGHT = 18;
const CHARS_PER_LINE = 44;

/** One OCR-B glyph per MRZ character, each a zero-mean, unit-length vector over the grid. */
export interface OcrbTemplates {
  chars: string;
  vectors: number[][];
}

/** A character's box in the cut. */
interface Cell {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface Span {
  from: number;
  to: number;
}

/** Rows (or columns) with ink: runs of `profile` above `threshold`. */
function runs(profile: number[], threshold: number): Span[] {
  const found: Span[] = [];
  let start = -1;
  profile.forEach((value, i) => {
    if (value > threshold && start < 0) start = i;
    if ((value <= threshold || i === profile.length - 1) && start >= 0) {
      found.push({ from: start, to: value > threshold ? i : i - 1 });
      start = -1;
    }
  });
  return found;
}

const isInk = (image: GreyImage, x: number, y: number) => image.data[y * image.width + x] < 128;

/**
 * The two text lines of a levelled black-and-white MRZ cut: the two rows of ink with the most ink, counted in the
 * columns that are not mostly ink (the dark margin beyond the page's edge).
 */
function textLines(image: GreyImage): Span[] | undefined {
  const paperColumns: number[] = [];
  for (let x = 0; x < image.width; x += 1) {
    let ink = 0;
    for (let y = 0; y < image.height; y += 1) if (isInk(image, x, y)) ink += 1;
    if (ink < image.height * 0.6) paperColumns.push(x);
  }
  const profile = Array.from({ length: image.height }, (_, y) => {
    let ink = 0;
    for (const x of paperColumns) if (isInk(image, x, y)) ink += 1;
    return ink;
  });
  const lines = runs(profile, Math.max(...profile) * 0.15)
    .map((span) => ({ ...span, ink: profile.slice(span.from, span.to + 1).reduce((a, b) => a + b, 0) }))
    .filter((span) => span.to - span.from >= 4);
  if (lines.length < 2) return undefined;
  const two = [...lines].sort((a, b) => b.ink - a.ink).slice(0, 2);
  return two.sort((a, b) => a.from - b.from).map((line) => grown(line, profile));
}

/**
 * A line widened to the rows its tallest glyphs reach: in a line of mostly fillers ('<', which stand in the middle
 * rows), the few letters' tops and bottoms hold too little ink to pass the line's threshold, and were cut off.
 */
function grown(line: Span, profile: number[]): Span {
  const faint = Math.max(...profile) * 0.06;
  const limit = Math.round((line.to - line.from + 1) * 0.2);
  let { from, to } = line;
  while (from > 0 && line.from - from < limit && profile[from - 1] > faint) from -= 1;
  while (to < profile.length - 1 && to - line.to < limit && profile[to + 1] > faint) to += 1;
  return { from, to };
}

/** The ink (255 less the grey level) summed over every rectangle from the image's top left corner. */
export interface InkSums {
  width: number;
  height: number;
  sums: Float64Array;
}

/** An image's ink sums (a summed-area table): any box's ink in four look-ups, however large the box. */
export function inkSums(image: GreyImage): InkSums {
  const { width, height, data } = image;
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += 255 - data[y * width + x];
      sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1] + row;
    }
  }
  return { width, height, sums };
}

/** The ink in the box [x0, x1) x [y0, y1), the part outside the image counted as paper. */
function inkIn({ width, height, sums }: InkSums, x0: number, x1: number, y0: number, y1: number): number {
  const [left, right] = [Math.min(width, Math.max(0, x0)), Math.min(width, Math.max(0, x1))];
  const [top, bottom] = [Math.min(height, Math.max(0, y0)), Math.min(height, Math.max(0, y1))];
  if (right <= left || bottom <= top) return 0;
  const stride = width + 1;
  return sums[bottom * stride + right] - sums[top * stride + right] - sums[bottom * stride + left] + sums[top * stride + left];
}

/** A cell as a zero-mean, unit-length vector on the glyph grid (ink is 1, paper 0, shades between). */
export function cellVector(ink: InkSums, left: number, top: number, width: number, height: number): Float64Array {
  const vector = new Float64Array(GLYPH_WIDTH * GLYPH_HEIGHT);
  let total = 0;
  for (let gy = 0; gy < GLYPH_HEIGHT; gy += 1) {
    const y0 = Math.floor(top + (gy * height) / GLYPH_HEIGHT);
    const y1 = Math.max(y0 + 1, Math.floor(top + ((gy + 1) * height) / GLYPH_HEIGHT));
    for (let gx = 0; gx < GLYPH_WIDTH; gx += 1) {
      const x0 = Math.floor(left + (gx * width) / GLYPH_WIDTH);
      const x1 = Math.max(x0 + 1, Math.floor(left + ((gx + 1) * width) / GLYPH_WIDTH));
      const value = inkIn(ink, x0, x1, y0, y1) / 255 / ((x1 - x0) * (y1 - y0));
      vector[gy * GLYPH_WIDTH + gx] = value;
      total += value;
    }
  }
  const mean = total / vector.length;
  let squares = 0;
  for (let i = 0; i < vector.length; i += 1) {
    vector[i] -= mean;
    squares += vector[i] * vector[i];
  }
  const norm = Math.sqrt(squares) || 1;
  for (let i = 0; i < vector.length; i += 1) vector[i] /= norm;
  return vector;
}

/**
 * The 44 character cells of one line: the line's ink runs from its first character's left edge to its last's right
 * edge (every TD3 line is filled to 44 characters), OCR-B is fixed pitch, so cell i is at left + i * pitch; each
 * cell is then centred on its own ink, which absorbs a little perspective.
 */
export function lineCells(image: GreyImage, line: Span): Cell[] {
  const columns = Array.from({ length: image.width }, (_, x) => {
    let ink = 0;
    for (let y = line.from; y <= line.to; y += 1) if (isInk(image, x, y)) ink += 1;
    return ink;
  });
  const height = line.to - line.from + 1;
  // Runs of inked columns that are characters: not the dark margin beyond the page (solid, or at the cut's edge),
  // not a speck of noise.
  const glyphs = runs(columns, 0).filter((run) => {
    const ink = columns.slice(run.from, run.to + 1).reduce((a, b) => a + b, 0);
    const solid = ink / ((run.to - run.from + 1) * height) > 0.8;
    return !solid && run.from > 0 && run.to < image.width - 1 && ink > height * height * 0.03;
  });
  if (glyphs.length === 0) return [];
  const [first, last] = [glyphs[0].from, glyphs[glyphs.length - 1].to];
  const pitch = (last - first + 1) / (CHARS_PER_LINE - 0.3);
  const margin = Math.round(height * 0.1);
  const centres = Array.from({ length: CHARS_PER_LINE }, (_, i) => {
    const start = Math.round(first + i * pitch - pitch * 0.15);
    const end = Math.round(first + (i + 1) * pitch - pitch * 0.15);
    let [sum, weight] = [0, 0];
    for (let x = Math.max(0, start); x < Math.min(image.width, end); x += 1) {
      sum += x * columns[x];
      weight += columns[x];
    }
    return weight > 0 ? sum / weight : (start + end) / 2;
  });
  const { slope, glyphHeight } = slant(image, line, centres, pitch, margin);
  const middle = (first + last) / 2;
  return centres.map((centre) => ({
    left: centre - pitch / 2,
    top: line.from + (line.to - line.from + 1 - glyphHeight) / 2 + slope * (centre - middle) - margin,
    width: pitch,
    height: glyphHeight + 2 * margin,
  }));
}

/** The least slant, end to end as a share of the line's height, that the cells follow. */
const MIN_SLANT = 0.09;

/**
 * How much a line still slants after levelling (a photo in perspective turns its lines by different angles): the
 * slope of the cells' ink centres across the line, by least squares, and the height of a glyph, which is the
 * line's ink height less what the slant adds. A cell then follows the line instead of the band's straight rows.
 */
function slant(image: GreyImage, line: Span, centres: number[], pitch: number, margin: number) {
  const points = centres.flatMap((centre) => {
    let [sum, weight] = [0, 0];
    for (let y = Math.max(0, line.from - margin); y <= Math.min(image.height - 1, line.to + margin); y += 1) {
      for (let x = Math.max(0, Math.round(centre - pitch / 2)); x < Math.min(image.width, Math.round(centre + pitch / 2)); x += 1) {
        if (isInk(image, x, y)) [sum, weight] = [sum + y, weight + 1];
      }
    }
    return weight > 0 ? [{ x: centre, y: sum / weight }] : [];
  });
  const height = line.to - line.from + 1;
  if (points.length < 2) return { slope: 0, glyphHeight: height };
  const [mx, my] = [points.reduce((a, p) => a + p.x, 0) / points.length, points.reduce((a, p) => a + p.y, 0) / points.length];
  const slope = points.reduce((a, p) => a + (p.x - mx) * (p.y - my), 0) / (points.reduce((a, p) => a + (p.x - mx) ** 2, 0) || 1);
  const span = centres[centres.length - 1] - centres[0];
  // Glyphs of different shapes put a straight line's ink centres up to about 6% of its height apart from end to end
  // (fillers to one side, letters to the other): a slant within that is left alone.
  if (Math.abs(slope * span) < height * MIN_SLANT) return { slope: 0, glyphHeight: height };
  return { slope, glyphHeight: Math.max(height * 0.6, height - Math.abs(slope) * span) };
}

/** The cells of both lines of a cut, or undefined when two lines are not seen. */
export function mrzCells(image: GreyImage) {
  const lines = textLines(image);
  return lines?.map((line) => lineCells(image, line));
}

/** What may stand at each position of a TD3 MRZ (ICAO 9303 part 4): letters, digits, or both, always with '<'. */
function allowedAt(line: number, position: number): 'letters' | 'digits' | 'any' {
  if (line === 0) return position < 2 ? 'any' : 'letters';
  if (position < 9 || (position >= 28 && position < 42)) return 'any';
  if (position >= 10 && position < 13) return 'letters';
  if (position === 20) return 'letters';
  return 'digits';
}

const DIGITS = '0123456789<';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ<';

/** Positions no check digit makes sure of: line 1 (type, issuing state, names), nationality and sex. */
const unchecked = (line: number, position: number) => line === 0 || (position >= 10 && position < 13) || position === 20;

/**
 * The least gap between the best and second-best glyph at a position no check digit covers (names, states, sex):
 * below it the read is refused rather than risk a wrong value (docs/passport-scan.md).
 */
export const MIN_UNCHECKED_MARGIN = 0.03;

export interface OcrbRead {
  /** Line 2 as its check digits chose it (`chooseByCheckDigits`); undefined when they chose none or more than one. */
  lines: [string, string | undefined];
  /**
   * The smallest gap between a character's best and second-best template score, among the positions no check digit
   * covers: how sure the weakest of those calls is.
   */
  weakestMargin: number;
}

/** Shifts tried for each cell, in its own width and height: a cell placed a little off its glyph still matches. */
const SHIFTS = [-1, 0, 1].flatMap((dx) => [-2, -1, 0, 1, 2].map((dy) => [dx / 12, dy / 20]));

/** The glyphs given scored against a cell, each at its best shift, best first. */
function scoreCell(ink: InkSums, cell: Cell, glyphs: { char: string; vector: number[] }[]): Scored {
  const best = new Float64Array(glyphs.length).fill(-Infinity);
  for (const [dx, dy] of SHIFTS) {
    const vector = cellVector(ink, cell.left + dx * cell.width, cell.top + dy * cell.height, cell.width, cell.height);
    glyphs.forEach(({ vector: template }, g) => {
      let score = 0;
      for (let i = 0; i < template.length; i += 1) score += template[i] * vector[i];
      if (score > best[g]) best[g] = score;
    });
  }
  return glyphs.map(({ char }, g) => ({ char, score: best[g] })).sort((a, b) => b.score - a.score);
}

/** Reads the two lines of a levelled MRZ cut by template matching, each position among the characters it allows. */
export function readOcrb(image: GreyImage, templates: OcrbTemplates): OcrbRead | undefined {
  const cells = mrzCells(image);
  if (!cells || cells.some((line) => line.length !== CHARS_PER_LINE)) return undefined;
  const ink = inkSums(image);
  const glyphs = [...templates.chars].map((char, t) => ({ char, vector: templates.vectors[t] }));
  const among = { any: glyphs, digits: glyphs.filter(({ char }) => DIGITS.includes(char)), letters: glyphs.filter(({ char }) => LETTERS.includes(char)) };
  const scored = cells.map((line, l) => line.map((cell, position) => scoreCell(ink, cell, among[allowedAt(l, position)])));
  const weakestMargin = Math.min(...scored.flatMap((line, l) => line.flatMap((scores, position) => (unchecked(l, position) ? [scores[0].score - scores[1].score] : []))));
  return { lines: [scored[0].map((scores) => scores[0].char).join(''), chooseByCheckDigits(scored[1])], weakestMargin };
}
