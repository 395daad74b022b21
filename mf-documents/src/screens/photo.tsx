import { useParams } from '@evisa/routing';
import { StepPage } from '@evisa/api-client';
import { ROUTES } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { useAfterSave } from '@evisa/ui/forms';
import { NAMESPACE } from '../i18n';
import { PhotoForm } from '../photo/photo-form';

/** Called by the shell once this module has loaded for the page's route: the application is read meanwhile. */
export { preloadApplication as preload } from '@evisa/api-client';

/** /Apply6/{id}: the applicant photo (spec 2.10); then the documents page. */
export default function PhotoScreen() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const afterSave = useAfterSave();
  return (
    <StepPage id={id} screen="mf_documents/Photo" title={t('photo.title')} lead={t('photo.lead')} step="photo">
      {(record) => <PhotoForm id={id} record={record} onSaved={(uniqueId) => afterSave(ROUTES.documents(uniqueId), uniqueId)} />}
    </StepPage>
  );
}
