import { useNavigate, useParams } from '@evisa/routing';
import { StepPage } from '@evisa/api-client';
import { ROUTES } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';
import { ApplicationSummary } from '../questions/application-summary';
import { QuestionsForm } from '../questions/questions-form';

/** Called by the shell once this module has loaded for the page's route: the application is read meanwhile. */
export { preloadApplication as preload } from '@evisa/api-client';

/** /questions/{id}: the security questions and the declaration (spec 2.12); then the preview. */
export default function QuestionsScreen() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <StepPage
      id={id}
      screen="mf_documents/Questions"
      title={t('questions.title')}
      lead={t('questions.lead')}
      step="questions"
      summary={(record) => <ApplicationSummary record={record} />}
    >
      {(record) => <QuestionsForm id={id} record={record} onSaved={(uniqueId) => navigate(ROUTES.preview(uniqueId))} />}
    </StepPage>
  );
}
