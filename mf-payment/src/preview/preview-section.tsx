import { Link } from '@evisa/routing';
import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';
import type { PreviewSection as Section } from './preview-sections';
import { stepLinkReturningToPreview } from './return-to-preview';

interface PreviewSectionProps {
  section: Section;
  applicationId: string;
  /** False once the application is paid or blocked: its answers can no longer change. */
  editable: boolean;
}

/** One section of the preview: its answers, and a change link to each step that holds them. */
export function PreviewSection({ section, applicationId, editable }: PreviewSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = `preview-${section.key}`;
  return (
    <section className="preview-section" aria-labelledby={headingId}>
      <div className="preview-section__head">
        <h2 id={headingId}>{section.title}</h2>
        {editable && (
          <div className="preview-section__links">
            {section.steps.map((step) => (
              <Link key={step} className="btn btn--secondary btn--small" to={stepLinkReturningToPreview(step, applicationId)}>
                {section.steps.length > 1 ? t('common.changeStep', { step: t(`stepShort.${step}`) }) : t('common.change')}
                <span className="visually-hidden">
                  {' '}
                  {section.steps.length > 1 ? t('common.changeSectionStep', { section: section.title, step: t(`steps.${step}`) }) : section.title}
                </span>
              </Link>
            ))}
          </div>
        )}
      </div>
      {section.groups.map((group, index) => (
        <div key={group.title ?? index} className="preview-group">
          {group.title && <h3 className="preview-group__title">{group.title}</h3>}
          <dl className="preview-list">
            {group.rows.map((row, rowIndex) => (
              <div key={`${row.label}-${rowIndex}`} className="preview-list__row">
                <dt>{row.label}</dt>
                <dd>{row.value === '' ? <span className="preview-list__empty">{t('common.notProvided')}</span> : row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
