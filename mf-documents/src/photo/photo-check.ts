import { validatePhoto } from '@evisa/contracts';
import { PHOTO_POLICY } from '@evisa/reference-data';

/**
 * What a program can check of the photo policy (spec 5.8) in the browser: a square of at least 350 x 350 and
 * at most 1000 x 1000 pixels, the limits of the Government of India e-Visa photo (docs/decisions.md, issue 5).
 */
export const PHOTO_PIXELS = { min: 350, max: 1000 } as const;

/** What the browser learnt about a chosen file: its size, its type by content and, when it decodes, its size in pixels. */
export type PhotoInspection = {
  size: number;
  /** From the first bytes (sniffImageType), never from the name or the declared type. */
  sniffedType: string | undefined;
  /** Undefined when the browser cannot decode the file as an image. */
  pixels?: { width: number; height: number };
};

/** An i18n key (with namespace) and its values. */
export type PhotoProblem = { key: string; values?: Record<string, number> };

export type PhotoCheck = {
  problem?: PhotoProblem;
  /** A square crop, at most max x max, fixes the problem (or the photo is not square or too large anyway). */
  offerCrop: boolean;
  /** Guidance that does not stop the upload: a file under the policy's 20 KB is usually too blurred (spec 5.8). */
  advice?: PhotoProblem;
};

/** The spec's rules first (5.5, with their messages), then the policy's shape. */
export function checkPhoto({ size, sniffedType, pixels }: PhotoInspection): PhotoCheck {
  const rule = validatePhoto({ size, type: sniffedType ?? '' }).mainImg;
  if (rule === 'imageRequired') return { problem: { key: 'validation:imageRequired' }, offerCrop: false };
  if (rule === 'invalidImageType' || !pixels) return { problem: { key: 'validation:invalidImageType' }, offerCrop: false };
  const { width, height } = pixels;
  const values = { width, height, min: PHOTO_PIXELS.min, max: PHOTO_PIXELS.max };
  if (Math.min(width, height) < PHOTO_PIXELS.min) return { problem: { key: 'documents:photo.problems.tooSmall', values }, offerCrop: false };
  const reshape = width !== height || width > PHOTO_PIXELS.max;
  const offerCrop = reshape || rule === 'imageTooLarge';
  if (rule === 'imageTooLarge') return { problem: { key: 'validation:imageTooLarge' }, offerCrop };
  if (width !== height) return { problem: { key: 'documents:photo.problems.notSquare', values }, offerCrop };
  if (width > PHOTO_PIXELS.max) return { problem: { key: 'documents:photo.problems.tooLarge', values }, offerCrop };
  if (size < PHOTO_POLICY.minBytes) return { offerCrop: false, advice: { key: 'documents:photo.advice.small', values: { size: Math.max(1, Math.round(size / 1024)), min: PHOTO_POLICY.minBytes / 1024 } } };
  return { offerCrop: false };
}
