import { useParams } from '@evisa/routing';
import { StepPage, TravellersEntry } from '@evisa/api-client';
import { ROUTES, STEP1_FIELDS } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { useAfterSave } from '@evisa/ui/forms';
import { applicationApi } from '../application/application-api';
import { draftKeyOf } from '../form/draft-storage';
import { valuesFrom } from '../form/use-form-state';
import { NAMESPACE } from '../i18n';
import { Step1Form } from '../steps/step1/step1-form';
import { SharedAnswers } from '../travellers/shared-answers';

/** Called by the shell once this module has loaded for the page's route: the application is read meanwhile. */
export { preloadApplication as preload } from '@evisa/api-client';

/** /Apply1/{id}: step 1 of an existing application (Preview's 'Modify/Edit'); saving keeps every other step. */
export default function Step1EditScreen() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const afterSave = useAfterSave();
  return (
    <StepPage id={id} screen="mf_application/Step1Edit" title={t('step1.title')} step="step1">
      {(stored) => (
        <>
          <SharedAnswers record={stored} step="step1">
            {(record) => (
              <Step1Form
                id={id}
                application={record}
                initial={valuesFrom(record, STEP1_FIELDS)}
                draftKey={draftKeyOf('step1', id)}
                send={(values) => applicationApi.saveStep(1, id, values)}
                onSaved={({ uniqueId }) => afterSave(ROUTES.apply2(uniqueId), uniqueId)}
              />
            )}
          </SharedAnswers>
          <TravellersEntry record={stored} />
        </>
      )}
    </StepPage>
  );
}
