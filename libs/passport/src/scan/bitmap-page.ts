import { greyOfRgba, type GreyImage } from './grey-image';
import type { PageSource } from './mrz-cut';

/**
 * A decoded photo as a page for the reader, at most `longestSide` pixels on its longest side. The canvas draws only
 * what is asked for: the whole photo small (averaged, for finding the MRZ) and the band's rectangle at reading size.
 */
export function bitmapPage(bitmap: ImageBitmap, longestSide: number): PageSource {
  const scale = Math.min(1, longestSide / Math.max(bitmap.width, bitmap.height));
  /** The photo's rectangle (in its own pixels) drawn to a `width` x `height` grey image. */
  const drawn = (from: [number, number, number, number], width: number, height: number, quality: ImageSmoothingQuality): GreyImage => {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d', { willReadFrequently: true }) as OffscreenCanvasRenderingContext2D;
    context.imageSmoothingQuality = quality;
    context.drawImage(bitmap, ...from, 0, 0, width, height);
    return greyOfRgba(context.getImageData(0, 0, width, height).data, width, height);
  };
  const width = Math.round(bitmap.width * scale);
  const height = Math.round(bitmap.height * scale);
  return {
    width,
    height,
    shrunk(factor) {
      const [w, h] = [Math.floor(width / factor), Math.floor(height / factor)];
      return drawn([0, 0, (w * factor) / scale, (h * factor) / scale], w, h, 'medium');
    },
    part(box) {
      const image = drawn([box.left / scale, box.top / scale, box.width / scale, box.height / scale], box.width, box.height, 'low');
      return { image, left: box.left, top: box.top };
    },
  };
}
