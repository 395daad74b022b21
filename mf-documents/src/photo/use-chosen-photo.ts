import { useCallback, useEffect, useRef, useState } from 'react';
import { checkPhoto, PHOTO_PIXELS, type PhotoCheck, type PhotoInspection } from './photo-check';
import { inspectImage, type ImageInspector } from './inspect-image';
import { squareCrop, type SquareCropper } from './square-crop';

export type ChosenPhoto = { file: File; url: string; inspection: PhotoInspection; check: PhotoCheck };

export type CropState = { status: 'making' } | { status: 'ready'; file: File; url: string } | { status: 'failed' } | null;

export interface PhotoTools {
  inspect?: ImageInspector;
  crop?: SquareCropper;
}

/** Revokes an object URL once nothing shows it any more. */
function useRevokeWhenReplaced(url: string | undefined) {
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
}

/**
 * The photo the applicant chose: checked as soon as it is chosen, and, when it is not a square of the
 * accepted size, a square crop made in the browser that the applicant can accept instead.
 */
export function useChosenPhoto({ inspect = inspectImage, crop = squareCrop }: PhotoTools = {}) {
  const [chosen, setChosen] = useState<ChosenPhoto | null>(null);
  const [checking, setChecking] = useState(false);
  const [cropState, setCropState] = useState<CropState>(null);
  // A newer choice wins over the answers of an older one that arrive late.
  const generation = useRef(0);
  useRevokeWhenReplaced(chosen?.url);
  useRevokeWhenReplaced(cropState?.status === 'ready' ? cropState.url : undefined);

  const choose = useCallback(
    async (file: File | null): Promise<PhotoCheck | null> => {
      const run = ++generation.current;
      setCropState(null);
      if (!file) {
        setChosen(null);
        setChecking(false);
        return null;
      }
      setChecking(true);
      const url = URL.createObjectURL(file);
      const inspection = await inspect(file, url);
      if (run !== generation.current) return null;
      const check = checkPhoto(inspection);
      setChosen({ file, url, inspection, check });
      setChecking(false);
      if (check.offerCrop) {
        setCropState({ status: 'making' });
        crop(file, url, PHOTO_PIXELS.max).then(
          (cropped) => run === generation.current && setCropState({ status: 'ready', file: cropped, url: URL.createObjectURL(cropped) }),
          () => run === generation.current && setCropState({ status: 'failed' }),
        );
      }
      return check;
    },
    [inspect, crop],
  );

  return { chosen, checking, cropState, choose };
}
