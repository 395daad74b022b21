import { cutLevelled, shrink, type GreyImage } from './grey-image';
import { locateMrz } from './locate-mrz';

/** The width the MRZ is looked for at: enough for two lines of 44 characters, little work. */
const SEARCH_WIDTH = 640;
/** The line height (in pixels) the characters are cut at for the classifier. */
const READ_LINE_HEIGHT = 40;

/** A whole-pixel rectangle of a page. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A data page as the reader sees it: the MRZ is looked for on a shrunk copy of the whole page, and the band is cut
 * from the page's own pixels around it only, so a large photo is never turned to grey whole.
 */
export interface PageSource {
  width: number;
  height: number;
  /** The page shrunk `factor` times, each pixel standing for a `factor` x `factor` block. */
  shrunk(factor: number): GreyImage;
  /** Grey pixels covering at least `box`, and where they start on the page. */
  part(box: Box): { image: GreyImage; left: number; top: number };
}

/** A page that is already a grey image in memory (the API, the benchmark's Node steps, the tests). */
export function greyPage(image: GreyImage): PageSource {
  return {
    width: image.width,
    height: image.height,
    shrunk: (factor) => (factor > 1 ? shrink(image, factor) : image),
    part: () => ({ image, left: 0, top: 0 }),
  };
}

/** The page's pixels a turned rectangle reaches (with the neighbour bilinear sampling reads), within the page. */
function reach(page: PageSource, centre: [number, number], size: [number, number], angle: number): Box {
  const radians = (angle * Math.PI) / 180;
  const [sin, cos] = [Math.abs(Math.sin(radians)), Math.abs(Math.cos(radians))];
  const half = [(size[0] * cos + size[1] * sin) / 2 + 2, (size[0] * sin + size[1] * cos) / 2 + 2];
  const left = Math.max(0, Math.floor(centre[0] - half[0]));
  const top = Math.max(0, Math.floor(centre[1] - half[1]));
  const right = Math.min(page.width, Math.ceil(centre[0] + half[0]));
  const bottom = Math.min(page.height, Math.ceil(centre[1] + half[1]));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/** The MRZ band of a page, levelled, scaled for reading and in black and white; undefined when none is seen. */
export function mrzCut(page: PageSource, lineHeight = READ_LINE_HEIGHT): GreyImage | undefined {
  const factor = Math.max(1, Math.floor(page.width / SEARCH_WIDTH));
  const band = locateMrz(page.shrunk(factor));
  if (!band) return undefined;
  const centre: [number, number] = [band.centreX * factor, band.centreY * factor];
  const size: [number, number] = [band.width * factor, band.height * factor];
  const { image, left, top } = page.part(reach(page, centre, size, band.angle));
  return cutLevelled(image, { centre: [centre[0] - left, centre[1] - top], size, angle: band.angle, scale: lineHeight / (band.lineHeight * factor) });
}
