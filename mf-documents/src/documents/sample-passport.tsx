import { useTranslation } from '@evisa/i18n';
import samplePassport from '../assets/sample-passport.svg';
import { NAMESPACE } from '../i18n';

export function SamplePassport() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <figure className="docs-sample docs-sample--passport">
      <img src={samplePassport} alt={t('documents.sampleAlt')} width={300} height={210} />
      <figcaption>{t('documents.sampleCaption')}</figcaption>
    </figure>
  );
}
