import { useParams } from '@evisa/routing';
import { StepPage } from '@evisa/api-client';
import { ROUTES } from '@evisa/contracts';
import { useAfterSave } from '@evisa/ui/forms';
import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';
import { Step4Form } from '../steps/step4/step4-form';
import { SharedAnswers } from '../travellers/shared-answers';

/** Called by the shell once this module has loaded for the page's route: the application is read meanwhile. */
export { preloadApplication as preload } from '@evisa/api-client';

/** /Apply4/{id}: places, port of exit and the purpose section of the visa sub-category; then step 5. */
export default function Step4Screen() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const afterSave = useAfterSave();
  return (
    <StepPage id={id} screen="mf_application/Step4" title={t('step4.title')} step="step4">
      {(stored) => <SharedAnswers record={stored} step="step4">{(record) => <Step4Form id={id} record={record} onSaved={({ uniqueId }) => afterSave(ROUTES.apply5(uniqueId), uniqueId)} />}</SharedAnswers>}
    </StepPage>
  );
}
