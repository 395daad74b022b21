import type { GreyImage } from './grey-image';

/** Where the two MRZ lines are in an image: the page's tilt and the band to cut, in the image's own pixels. */
export interface MrzBand {
  /** The page's tilt in degrees (the band is cut turned back by it). */
  angle: number;
  /** The band's centre and size in the image, measured along the tilted page. */
  centreX: number;
  centreY: number;
  width: number;
  height: number;
  /** Height of one MRZ line (its characters), for scaling the cut to the size the classifier reads best. */
  lineHeight: number;
}

const MAX_TILT = 12;
const TILT_STEP = 0.5;

/** Dark ink against its surroundings: darker than the mean of a window around it by a share (uneven light cancels out). */
function inkMask(image: GreyImage): Uint8Array {
  const { width, height, data } = image;
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += data[y * width + x];
      integral[(y + 1) * (width + 1) + x + 1] = integral[y * (width + 1) + x + 1] + row;
    }
  }
  const r = Math.max(4, Math.round(width / 40));
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(height, y + r + 1);
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width, x + r + 1);
      const sum = integral[y1 * (width + 1) + x1] - integral[y0 * (width + 1) + x1] - integral[y1 * (width + 1) + x0] + integral[y0 * (width + 1) + x0];
      const mean = sum / ((x1 - x0) * (y1 - y0));
      mask[y * width + x] = data[y * width + x] < mean * 0.8 ? 1 : 0;
    }
  }
  return mask;
}

interface Line {
  top: number;
  bottom: number;
  left: number;
  right: number;
  ink: number;
}

/** The ink pixels' coordinates: each tilt tried walks these instead of the whole image. */
function inkPoints(mask: Uint8Array, width: number): { xs: Int32Array; ys: Int32Array } {
  let count = 0;
  for (const ink of mask) count += ink;
  const [xs, ys] = [new Int32Array(count), new Int32Array(count)];
  for (let i = 0, p = 0; i < mask.length; i += 1) {
    if (!mask[i]) continue;
    xs[p] = i % width;
    ys[p] = Math.floor(i / width);
    p += 1;
  }
  return { xs, ys };
}

/** The text lines of the ink seen at a tilt: runs of rows with ink, each with its horizontal extent. */
function linesAt({ xs, ys }: { xs: Int32Array; ys: Int32Array }, width: number, height: number, angle: number): { lines: Line[]; score: number; offset: number } {
  const radians = (angle * Math.PI) / 180;
  const [sin, cos] = [Math.sin(radians), Math.cos(radians)];
  const offset = Math.ceil(Math.abs(sin) * width) + 1;
  const rows = height + 2 * offset;
  const counts = new Float64Array(rows);
  const left = new Float64Array(rows).fill(Infinity);
  const right = new Float64Array(rows).fill(-Infinity);
  for (let p = 0; p < xs.length; p += 1) {
    const x = xs[p];
    const y = ys[p];
    const row = Math.round(y * cos - x * sin) + offset;
    const along = x * cos + y * sin;
    counts[row] += 1;
    if (along < left[row]) left[row] = along;
    if (along > right[row]) right[row] = along;
  }
  let score = 0;
  for (const count of counts) score += count * count;
  const threshold = Math.max(...counts) * 0.12;
  const lines: Line[] = [];
  let open: Line | undefined;
  for (let row = 0; row < rows; row += 1) {
    if (counts[row] > threshold) {
      if (!open) open = { top: row, bottom: row, left: left[row], right: right[row], ink: 0 };
      open.bottom = row;
      open.left = Math.min(open.left, left[row]);
      open.right = Math.max(open.right, right[row]);
      open.ink += counts[row];
    } else if (open) {
      lines.push(open);
      open = undefined;
    }
  }
  if (open) lines.push(open);
  return { lines, score, offset };
}

/**
 * Finds the MRZ: the tilt whose rows of ink are sharpest (projection profiles, up to 12 degrees either way), then
 * the lowest two neighbouring lines that run across most of the widest line's width: the MRZ is the last and the
 * widest text of a data page. Undefined when no such pair is seen.
 */
export function locateMrz(image: GreyImage): MrzBand | undefined {
  const ink = inkPoints(inkMask(image), image.width);
  let best: (ReturnType<typeof linesAt> & { angle: number }) | undefined;
  for (let angle = -MAX_TILT; angle <= MAX_TILT; angle += TILT_STEP) {
    const seen = linesAt(ink, image.width, image.height, angle);
    if (!best || seen.score > best.score) best = { ...seen, angle };
  }
  if (!best) return undefined;
  // Lines of characters, not the dark edge of a page on a table (solid ink) or a speck.
  const height = (line: Line) => line.bottom - line.top + 1;
  const width = (line: Line) => line.right - line.left + 1;
  const density = (line: Line) => line.ink / (height(line) * width(line));
  const lines = best.lines.filter((line) => height(line) >= 3 && density(line) < 0.6);
  const widest = Math.max(0, ...lines.map(width));
  const wide = lines.filter((line) => width(line) >= widest * 0.7);
  for (let i = wide.length - 1; i >= 1; i -= 1) {
    const [first, second] = [wide[i - 1], wide[i]];
    const lineHeight = Math.max(height(first), height(second));
    // Two lines of the same characters: alike in height, width and how much of them is ink (the page's edge against
    // a dark table, seen through the tilt, is as wide as the MRZ but far denser).
    const ratio = (measure: (line: Line) => number) => Math.min(measure(first), measure(second)) / Math.max(measure(first), measure(second));
    const alike = ratio(height) > 0.6 && ratio(width) > 0.95 && ratio(density) > 0.7;
    if (!alike || second.top - first.bottom > lineHeight * 2.5) continue;
    const radians = (best.angle * Math.PI) / 180;
    const [sin, cos] = [Math.sin(radians), Math.cos(radians)];
    const left = Math.min(first.left, second.left) - lineHeight;
    const right = Math.max(first.right, second.right) + lineHeight;
    const top = first.top - best.offset - lineHeight * 0.8;
    const bottom = second.bottom - best.offset + lineHeight * 0.8;
    // Back from the tilted frame (along, row) to the image: x = along*cos - row*sin, y = along*sin + row*cos.
    const [along, row] = [(left + right) / 2, (top + bottom) / 2];
    return {
      angle: best.angle,
      centreX: along * cos - row * sin,
      centreY: along * sin + row * cos,
      width: right - left,
      height: bottom - top,
      lineHeight,
    };
  }
  return undefined;
}
