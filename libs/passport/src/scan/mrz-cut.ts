import { cutLevelled, shrink, type GreyImage } from './grey-image';
import { locateMrz } from './locate-mrz';

/** The width the MRZ is looked for at: enough for two lines of 44 characters, little work. */
const SEARCH_WIDTH = 640;
/** The line height (in pixels) the characters are cut at for the classifier. */
const READ_LINE_HEIGHT = 40;

/** The MRZ band of a photo, levelled, scaled for reading and in black and white; undefined when none is seen. */
export function mrzCut(image: GreyImage, lineHeight = READ_LINE_HEIGHT): GreyImage | undefined {
  const factor = Math.max(1, Math.floor(image.width / SEARCH_WIDTH));
  const band = locateMrz(factor > 1 ? shrink(image, factor) : image);
  if (!band) return undefined;
  return cutLevelled(image, {
    centre: [band.centreX * factor, band.centreY * factor],
    size: [band.width * factor, band.height * factor],
    angle: band.angle,
    scale: lineHeight / (band.lineHeight * factor),
  });
}
