import { useParams } from '@evisa/routing';
import { StepPage } from '@evisa/api-client';
import { ROUTES } from '@evisa/contracts';
import { useAfterSave } from '@evisa/ui/forms';
import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';
import { Step5Form } from '../steps/step5/step5-form';
import { SharedAnswers } from '../travellers/shared-answers';

/** Called by the shell once this module has loaded for the page's route: the application is read meanwhile. */
export { preloadApplication as preload } from '@evisa/api-client';

/** /Apply5/{id}: previous visits, SAARC visits and references; then the photograph page (spec 4.1). */
export default function Step5Screen() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const afterSave = useAfterSave();
  return (
    <StepPage id={id} screen="mf_application/Step5" title={t('step5.title')} step="step5">
      {(stored) => <SharedAnswers record={stored} step="step5">{(record) => <Step5Form id={id} record={record} onSaved={({ uniqueId }) => afterSave(ROUTES.apply6(uniqueId), uniqueId)} />}</SharedAnswers>}
    </StepPage>
  );
}
