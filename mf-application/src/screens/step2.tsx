import { useParams } from '@evisa/routing';
import { StepPage } from '@evisa/api-client';
import { ROUTES } from '@evisa/contracts';
import { useAfterSave } from '@evisa/ui/forms';
import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';
import { Step2Form } from '../steps/step2/step2-form';

/** Called by the shell once this module has loaded for the page's route: the application is read meanwhile. */
export { preloadApplication as preload } from '@evisa/api-client';

/** /Apply2/{id}: applicant and passport details; then step 3. */
export default function Step2Screen() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const afterSave = useAfterSave();
  return (
    <StepPage id={id} screen="mf_application/Step2" title={t('step2.title')} step="step2">
      {(record) => <Step2Form id={id} record={record} onSaved={({ uniqueId }) => afterSave(ROUTES.apply3(uniqueId), uniqueId)} />}
    </StepPage>
  );
}
