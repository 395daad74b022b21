import { useTranslation } from '@evisa/i18n';
import samplePhoto from '../assets/sample-photo.svg';
import { NAMESPACE } from '../i18n';

export function SamplePhoto() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <figure className="docs-sample docs-sample--photo">
      <img src={samplePhoto} alt={t('photo.sampleAlt')} width={200} height={200} />
      <figcaption>{t('photo.sampleCaption')}</figcaption>
    </figure>
  );
}
