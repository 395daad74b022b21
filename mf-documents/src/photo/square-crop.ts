import { loadImage } from './inspect-image';

const JPEG_QUALITY = 0.92;

/**
 * The largest centred square of an image, scaled down to at most `maxSide` pixels, as a JPEG (a transparent
 * PNG gets a white background, as the policy asks). Orientation is already applied by the browser.
 */
export async function squareCrop(file: File, url: string, maxSide: number): Promise<File> {
  const image = await loadImage(url);
  const side = Math.min(image.naturalWidth, image.naturalHeight);
  const out = Math.min(side, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = out;
  canvas.height = out;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, out, out);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, (image.naturalWidth - side) / 2, (image.naturalHeight - side) / 2, side, side, 0, 0, out, out);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!blob) throw new Error('canvas could not encode');
  const base = file.name.replace(/\.[^.]*$/, '') || 'photo';
  return new File([blob], `${base}-square.jpg`, { type: 'image/jpeg' });
}

export type SquareCropper = typeof squareCrop;
