import '../../application.css';
import { SaveFailure } from '@evisa/api-client';
import { STEP3_DECLARATIONS, STEP3_FIELDS, validateStep3 } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { applicationApi } from '../../application/application-api';
import { CarriedFields } from '../../components/carried-fields';
import { FormActions } from '../../form/form-actions';
import { StepErrorSummary } from '../../form/step-error-summary';
import { SavedForLater } from '../../form/saved-for-later';
import { UnsavedAnswers } from '../../form/unsaved-answers';
import { useFields } from '../../form/use-fields';
import { draftKeyOf } from '../../form/draft-storage';
import { useFormState, valuesFrom, type FormValues } from '../../form/use-form-state';
import { useStepSave } from '../../form/use-step-save';
import { NAMESPACE } from '../../i18n';
import { useOptionLists } from '../../options/use-option-lists';
import type { StepFormProps } from '../step-form-props';
import { AddressSections, FamilySection, OccupationSections, PERMANENT_FROM_PRESENT } from './step3-sections';

function payloadOf(values: FormValues): FormValues {
  const payload = Object.fromEntries(STEP3_FIELDS.map((field) => [field, values[field] ?? '']));
  payload.sameAsPermanent = values.sameAsPermanent === true;
  if (payload.sameAsPermanent) {
    for (const [permanent, present] of Object.entries(PERMANENT_FROM_PRESENT)) payload[permanent] = values[present] ?? '';
  }
  return payload;
}

/** Step 3: present and permanent address, family, occupation and military service (spec 2.8, 3.1, 4.2, 5.3). */
export function Step3Form({ id, record, onSaved }: StepFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = useFormState(valuesFrom(record, STEP3_FIELDS, { sameAsPermanent: false, inMilitaryOrganization: 'No' }), STEP3_DECLARATIONS, draftKeyOf('step3', id));
  const fields = useFields(form);
  const lists = useOptionLists(form.declarations);
  const save = useStepSave({
    form,
    payload: () => payloadOf(form.values),
    validate: (payload) => validateStep3(payload),
    send: (payload, draft) => applicationApi.saveStep(3, id, payload, { draft }),
    onSaved,
  });

  if (save.savedForLater) return <SavedForLater id={id} skippedFields={save.savedForLater.skippedFields} onContinue={save.continueNow} />;
  return (
    <form noValidate onSubmit={save.submit} aria-label={t('step3.title')}>
      <UnsavedAnswers form={form} />
      <StepErrorSummary errors={form.errors} order={STEP3_FIELDS} attempt={form.attempt} />
      <CarriedFields record={record} show={['applicationType', 'portOfArrival']} />
      <p className="note">{t('form.requiredNote')}</p>
      <AddressSections form={form} fields={fields} lists={lists} />
      <FamilySection form={form} fields={fields} lists={lists} />
      <OccupationSections form={form} fields={fields} lists={lists} />
      <SaveFailure failure={save.failure} />
      <FormActions submitLabel={t('step3.submit')} busyLabel={t('busy.processing')} busy={save.busy} onSaveAndExit={save.saveAndExit} />
    </form>
  );
}
