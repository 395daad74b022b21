import '../../application.css';
import { SaveFailure } from '@evisa/api-client';
import { STEP4_DECLARATIONS, step4FieldsFor, todayIso, validateStep4 } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { purposeSectionOf } from '@evisa/reference-data';
import { FormSection, SelectField, TextField } from '@evisa/ui/forms';
import { applicationApi } from '../../application/application-api';
import { CarriedFields } from '../../components/carried-fields';
import { FormActions } from '../../form/form-actions';
import { StepErrorSummary } from '../../form/step-error-summary';
import { SavedForLater } from '../../form/saved-for-later';
import { UnsavedAnswers } from '../../form/unsaved-answers';
import { useFields } from '../../form/use-fields';
import { draftKeyOf } from '../../form/draft-storage';
import { useFormState, valuesFrom } from '../../form/use-form-state';
import { useStepSave } from '../../form/use-step-save';
import { NAMESPACE } from '../../i18n';
import { useOptionLists } from '../../options/use-option-lists';
import type { StepFormProps } from '../step-form-props';
import { PurposeSection } from './purpose-section';

/** Step 4, visit details: places, port of exit and the purpose section of the sub-category (spec 2.9, 5.4). */
export function Step4Form({ id, record, onSaved }: StepFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const section = purposeSectionOf(record);
  const stepFields = step4FieldsFor(section);
  const form = useFormState(valuesFrom(record, stepFields), STEP4_DECLARATIONS, draftKeyOf('step4', id));
  const fields = useFields(form);
  const lists = useOptionLists(form.declarations);
  const save = useStepSave({
    form,
    payload: () => Object.fromEntries(stepFields.map((field) => [field, form.values[field] ?? ''])),
    validate: (payload) => validateStep4({ ...record, ...payload }, { today: todayIso() }),
    send: (payload, draft) => applicationApi.saveStep(4, id, payload, { draft }),
    onSaved,
  });

  if (save.savedForLater) return <SavedForLater id={id} skippedFields={save.savedForLater.skippedFields} onContinue={save.continueNow} />;
  return (
    <form noValidate onSubmit={save.submit} aria-label={t('step4.title')}>
      <UnsavedAnswers form={form} />
      <StepErrorSummary errors={form.errors} order={stepFields} attempt={form.attempt} />
      <CarriedFields record={record} show={['applicationType', 'portOfArrival', 'visaService', 'serviceDuration', 'serviceSubCategory']} />
      <p className="note">{t('form.requiredNote')}</p>
      <FormSection legend={t('step4.sections.places')}>
        <TextField {...fields.text('placeVisited1')} />
        <TextField {...fields.text('placeVisited2')} />
        <SelectField {...fields.text('expectedPortOfExit')} placeholder={t('placeholders.portOfExit')} options={lists.of('expectedPortOfExit')} />
      </FormSection>
      {section && <PurposeSection section={section} form={form} fields={fields} lists={lists} />}
      <SaveFailure failure={save.failure} />
      <FormActions submitLabel={t('step4.submit')} busyLabel={t('busy.submitting')} busy={save.busy} onSaveAndExit={save.saveAndExit} />
    </form>
  );
}
