import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function ResumeScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_application/Resume">
      <h1>{t('resume.title')}</h1>
    </section>
  );
}
