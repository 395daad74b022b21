import { sniffImageType } from '@evisa/contracts';
import { firstBytes } from '../files/first-bytes';
import type { PhotoInspection } from './photo-check';

/** Loads an image the way the page shows it (EXIF orientation applied), or rejects when it does not decode. */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('not an image'));
    image.src = url;
  });
}

/** Reads what checkPhoto needs from a chosen file; `url` is an object URL of the same file. */
export async function inspectImage(file: File, url: string): Promise<PhotoInspection> {
  const head = await firstBytes(file);
  const sniffedType = sniffImageType(head);
  try {
    const image = await loadImage(url);
    return { size: file.size, sniffedType, pixels: { width: image.naturalWidth, height: image.naturalHeight } };
  } catch {
    return { size: file.size, sniffedType };
  }
}

export type ImageInspector = typeof inspectImage;
