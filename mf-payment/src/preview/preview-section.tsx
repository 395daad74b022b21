import { Link } from '@evisa/routing';
import { useTranslation } from '@evisa/i18n';
import { AnswerSectionView, type ShownSection } from '@evisa/ui/answers';
import { NAMESPACE } from '../i18n';
import { stepLinkReturningToPreview } from './return-to-preview';

interface PreviewSectionProps {
  section: ShownSection;
  applicationId: string;
  /** False once the application is paid or blocked: its answers can no longer change. */
  editable: boolean;
}

/** One section of the preview: its answers, and a change link to each step that holds them. */
export function PreviewSection({ section, applicationId, editable }: PreviewSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const links = section.steps.map((step) => (
    <Link key={step} className="btn btn--secondary btn--small" to={stepLinkReturningToPreview(step, applicationId)}>
      {section.steps.length > 1 ? t('common.changeStep', { step: t(`stepShort.${step}`) }) : t('common.change')}
      <span className="visually-hidden">
        {' '}
        {section.steps.length > 1 ? t('common.changeSectionStep', { section: section.title, step: t(`steps.${step}`) }) : section.title}
      </span>
    </Link>
  ));
  return <AnswerSectionView section={section} actions={editable ? links : undefined} />;
}
