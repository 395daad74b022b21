import { useParams } from '@evisa/routing';
import { StepPage } from '@evisa/api-client';
import { ROUTES } from '@evisa/contracts';
import { useAfterSave } from '@evisa/ui/forms';
import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';
import { Step3Form } from '../steps/step3/step3-form';
import { SharedAnswers } from '../travellers/shared-answers';

/** Called by the shell once this module has loaded for the page's route: the application is read meanwhile. */
export { preloadApplication as preload } from '@evisa/api-client';

/** /Apply3/{id}: addresses, family, occupation and military service; then step 4 (spec 2.8). */
export default function Step3Screen() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const afterSave = useAfterSave();
  return (
    <StepPage id={id} screen="mf_application/Step3" title={t('step3.title')} step="step3">
      {(stored) => <SharedAnswers record={stored} step="step3">{(record) => <Step3Form id={id} record={record} onSaved={({ uniqueId }) => afterSave(ROUTES.apply4(uniqueId), uniqueId)} />}</SharedAnswers>}
    </StepPage>
  );
}
