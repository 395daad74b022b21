import { useParams } from '@evisa/routing';
import { StepPage } from '@evisa/api-client';
import { ROUTES } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { useAfterSave } from '@evisa/ui/forms';
import { DocumentsForm } from '../documents/documents-form';
import { NAMESPACE } from '../i18n';

/** Called by the shell once this module has loaded for the page's route: the application is read meanwhile. */
export { preloadApplication as preload } from '@evisa/api-client';

/** /documents/{id}: the documents the visa service needs (spec 2.11); then the security questions. */
export default function DocumentsScreen() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const afterSave = useAfterSave();
  return (
    <StepPage id={id} screen="mf_documents/Documents" title={t('documents.title')} lead={t('documents.lead')} step="documents">
      {(record) => <DocumentsForm id={id} record={record} onSaved={(uniqueId) => afterSave(ROUTES.questions(uniqueId), uniqueId)} />}
    </StepPage>
  );
}
