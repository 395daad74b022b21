import { useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { NAMESPACE } from '../i18n';
import { kilobytes } from '../files/file-size';
import { ImagePreview } from './image-preview';
import { PHOTO_PIXELS } from './photo-check';
import type { CropState } from './use-chosen-photo';

interface SquareCropOfferProps {
  state: CropState;
  /** Titles it a square crop rather than a resized photo. */
  notSquare: boolean;
  onUse: () => void;
}

/** The square crop of the chosen photo, offered in its place; the applicant decides. */
export function SquareCropOffer({ state, notSquare, onUse }: SquareCropOfferProps) {
  const { t } = useTranslation(NAMESPACE);
  if (!state) return null;
  if (state.status === 'making') return <p className="docs-status">{t('photo.crop.making')}</p>;
  if (state.status === 'failed') return <p className="docs-status">{t('photo.crop.failed')}</p>;
  return (
    <ImagePreview
      title={notSquare ? t('photo.crop.title') : t('photo.crop.titleResize')}
      src={state.url}
      alt={t('photo.crop.alt')}
      caption={t('photo.crop.text', { max: PHOTO_PIXELS.max })}
    >
      <p className="docs-preview__caption">{t('fileSize', { size: kilobytes(state.file.size) })}</p>
      <Button variant="secondary" onClick={onUse}>
        {t('photo.crop.use')}
      </Button>
    </ImagePreview>
  );
}
