import { Link } from '@evisa/routing';
import { useTranslation } from '@evisa/i18n';
import { ROUTES } from '@evisa/contracts';
import { NAMESPACE } from '../i18n';

/** Spec 2.10: the applicant may save and exit, and later continue with 'Complete Partially Filled Form'. */
export function SaveResumeNotice() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <aside className="callout docs-save-resume" aria-labelledby="docs-save-resume-title">
      <h2 id="docs-save-resume-title" className="docs-save-resume__title">
        {t('saveResume.title')}
      </h2>
      <p>{t('saveResume.text')}</p>
      <p>
        <Link to={ROUTES.partialFilled}>{t('saveResume.link')}</Link>
      </p>
    </aside>
  );
}
