/** An 8-bit grey image, row by row. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** Grey levels of RGBA pixels (canvas ImageData), with the eye's weights. */
export function greyOfRgba(rgba: Uint8ClampedArray, width: number, height: number): GreyImage {
  const data = new Uint8Array(width * height);
  for (let i = 0, p = 0; p < data.length; i += 4, p += 1) data[p] = (rgba[i] * 77 + rgba[i + 1] * 150 + rgba[i + 2] * 29) >> 8;
  return { width, height, data };
}

/** The image shrunk by a whole factor, each pixel the mean of its block. */
export function shrink(image: GreyImage, factor: number): GreyImage {
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy += 1) {
        const row = (y * factor + dy) * image.width + x * factor;
        for (let dx = 0; dx < factor; dx += 1) sum += image.data[row + dx];
      }
      data[y * width + x] = sum / (factor * factor);
    }
  }
  return { width, height, data };
}

/** Otsu's threshold: the grey level that best splits the histogram into ink and paper. */
function otsu(data: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of data) histogram[value] += 1;
  let total = 0;
  for (let i = 0; i < 256; i += 1) total += i * histogram[i];
  let [below, belowSum, best, threshold] = [0, 0, -1, 128];
  for (let t = 0; t < 256; t += 1) {
    below += histogram[t];
    if (below === 0 || below === data.length) continue;
    belowSum += t * histogram[t];
    const [meanBelow, meanAbove] = [belowSum / below, (total - belowSum) / (data.length - below)];
    const between = below * (data.length - below) * (meanBelow - meanAbove) ** 2;
    if (between > best) [best, threshold] = [between, t];
  }
  return threshold;
}

/**
 * A turned, scaled cut of the image in black and white: the rectangle of `size` centred on `centre`, turned back by
 * `angle` degrees, sampled bilinearly at `scale` output pixels per image pixel, then levelled (below 128 is ink).
 */
export function cutLevelled(
  image: GreyImage,
  { centre, size, angle, scale }: { centre: [number, number]; size: [number, number]; angle: number; scale: number },
): GreyImage {
  const width = Math.max(1, Math.round(size[0] * scale));
  const height = Math.max(1, Math.round(size[1] * scale));
  const radians = (angle * Math.PI) / 180;
  const [sin, cos] = [Math.sin(radians), Math.cos(radians)];
  const data = new Uint8Array(width * height);
  const [lastX, lastY] = [image.width - 1, image.height - 1];
  const at = (x: number, y: number) => image.data[(y < 0 ? 0 : y > lastY ? lastY : y) * image.width + (x < 0 ? 0 : x > lastX ? lastX : x)];
  for (let y = 0; y < height; y += 1) {
    const v = (y - height / 2) / scale;
    for (let x = 0; x < width; x += 1) {
      const u = (x - width / 2) / scale;
      const sx = centre[0] + u * cos - v * sin;
      const sy = centre[1] + u * sin + v * cos;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
      const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
      data[y * width + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return levelled(data, width, height);
}

/**
 * Grey levels stretched around Otsu's threshold: the threshold to 128, the mean ink to 0 and the mean paper to 255.
 * Below 128 is ink, as after a plain split, but a blurred or small glyph keeps its shades for the classifier.
 */
function levelled(data: Uint8Array, width: number, height: number): GreyImage {
  const threshold = otsu(data);
  let [ink, inkCount, paper, paperCount] = [0, 0, 0, 0];
  for (const value of data) {
    if (value <= threshold) {
      ink += value;
      inkCount += 1;
    } else {
      paper += value;
      paperCount += 1;
    }
  }
  const inkMean = inkCount ? ink / inkCount : 0;
  const paperMean = paperCount ? paper / paperCount : 255;
  const below = 128 / Math.max(1, threshold + 0.5 - inkMean);
  const above = 127 / Math.max(1, paperMean - threshold - 0.5);
  for (let i = 0; i < data.length; i += 1) {
    const offset = data[i] - threshold - 0.5;
    data[i] = Math.min(255, Math.max(0, Math.round(128 + offset * (offset < 0 ? below : above))));
  }
  return { width, height, data };
}
