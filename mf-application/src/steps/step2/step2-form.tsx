import '../../application.css';
import { SaveFailure } from '@evisa/api-client';
import { asks, STEP2_CARRIED_FIELDS, STEP2_DECLARATIONS, STEP2_FIELDS, ruleContextFor, validateStep2 } from '@evisa/contracts';
import { formatDate, optionLabel, useTranslation } from '@evisa/i18n';
import { Checkbox, DateField, FormSection, RadioGroup, ReadOnlyField, SelectField, TextArea, TextField } from '@evisa/ui/forms';
import { applicationApi } from '../../application/application-api';
import { FormActions } from '../../form/form-actions';
import { StepErrorSummary } from '../../form/step-error-summary';
import { SavedForLater } from '../../form/saved-for-later';
import { UnsavedAnswers } from '../../form/unsaved-answers';
import { useFields } from '../../form/use-fields';
import { useLaterSections } from '../../form/use-later-sections';
import { draftKeyOf } from '../../form/draft-storage';
import { useFormState, valuesFrom, type FormValues } from '../../form/use-form-state';
import { useStepSave } from '../../form/use-step-save';
import { NAMESPACE } from '../../i18n';
import { useOptionLists } from '../../options/use-option-lists';
import { ExpiryNotice } from '../../passport/expiry-notice';
import { useScanHint } from '../../passport/scan-on-step';
import { useScannedStep2 } from '../../passport/use-scanned-step2';
import type { StepFormProps } from '../step-form-props';

/** The order the form shows its fields in, for the error summary: the carried step-1 answers first. */
const ORDER = [...STEP2_CARRIED_FIELDS, ...STEP2_FIELDS];

/** otherPassport is 'true'/'false' on the form and a boolean once stored (spec 3.1). */
function initialValues(record: StepFormProps['record']): FormValues {
  const values = valuesFrom(record, STEP2_FIELDS, { nameChanged: false });
  values.otherPassport = typeof record.otherPassport === 'boolean' ? String(record.otherPassport) : '';
  return values;
}

function payloadOf(values: FormValues): FormValues {
  const payload = Object.fromEntries(STEP2_FIELDS.map((field) => [field, values[field] ?? '']));
  payload.nameChanged = values.nameChanged === true;
  payload.otherPassport = values.otherPassport === 'true';
  return payload;
}

/** Step 2, 'Application Detail Form' and 'Passport Details' (spec 2.7, 3.1, 4.2, 5.2). */
export function Step2Form({ id, record, onSaved }: StepFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const scanned = useScannedStep2(id, initialValues(record));
  const form = useFormState(scanned.initial, STEP2_DECLARATIONS, draftKeyOf('step2', id));
  const scanHint = useScanHint((field) => scanned.isFilled(field, form.values[field]));
  const fields = useFields(form);
  const lists = useOptionLists(form.declarations);
  // The passport section is the later one.
  const passportShown = useLaterSections(form);
  const { values } = form;
  const save = useStepSave({
    form,
    payload: () => payloadOf(values),
    validate: (payload) => validateStep2({ ...record, ...payload }, ruleContextFor(record)),
    send: (payload, draft) => applicationApi.saveStep(2, id, payload, { draft }),
    onSaved: (saved) => {
      scanned.done();
      onSaved(saved);
    },
    failureToast: 'errorSubmittingApplication',
  });

  if (save.savedForLater) return <SavedForLater id={id} skippedFields={save.savedForLater.skippedFields} onContinue={save.continueNow} />;
  return (
    <form noValidate onSubmit={save.submit} aria-label={t('step2.title')}>
      <UnsavedAnswers form={form} />
      <StepErrorSummary errors={form.errors} order={ORDER} attempt={form.attempt} />
      <p className="note">{t('form.requiredNote')}</p>
      <FormSection legend={t('step2.sections.applicant')}>
        <div className="read-only-grid form-section__wide">
          <ReadOnlyField label={t('fields.surname')} value={record.surname} />
          <ReadOnlyField label={t('fields.givenName')} value={record.givenName} />
          <ReadOnlyField label={t('fields.nationality')} value={lists.countryLabel(record.nationality)} />
          <ReadOnlyField label={t('fields.dateOfBirth')} value={formatDate(record.dateOfBirth)} />
        </div>
        <Checkbox {...fields.flag('nameChanged')} />
        {asks('previousName', values) && (
          <>
            <TextField {...fields.text('previousSurname')} />
            <TextField {...fields.text('previousName')} />
          </>
        )}
        <SelectField {...fields.text('gender')} placeholder={t('placeholders.select')} options={lists.of('gender')} hint={scanHint('gender')} />
        <TextField {...fields.text('cityOfBirth')} />
        <SelectField {...fields.text('countryOfBirth')} placeholder={t('placeholders.country')} options={lists.of('countryOfBirth')} />
        <TextField {...fields.text('nationalId')} hint={t('hints.nationalId')} />
        <SelectField {...fields.text('religion')} placeholder={t('placeholders.select')} options={lists.of('religion')} />
        <TextArea {...fields.text('identificationMark')} rows={2} />
        <SelectField {...fields.text('education')} placeholder={t('placeholders.select')} options={lists.of('education')} />
        <RadioGroup {...fields.choice('nationalityAcquired')} options={lists.of('nationalityAcquired')} />
        {asks('naturalization', values) && (
          <SelectField {...fields.text('nationalityAcquiredDetails')} placeholder={t('placeholders.country')} options={lists.of('nationalityAcquiredDetails')} />
        )}
        <RadioGroup {...fields.choice('livedInCountry')} options={lists.of('livedInCountry')} />
      </FormSection>
      {passportShown && (
        <FormSection legend={t('step2.sections.passport')}>
          <TextField {...fields.text('passportNumber')} autoCapitalize="characters" hint={scanHint('passportNumber')} />
          <TextField {...fields.text('passportPlaceOfIssue')} />
          <DateField {...fields.date('passportDateOfIssue')} />
          <DateField {...fields.date('passportDateOfExpiry')} hint={scanHint('passportDateOfExpiry')} />
          <ExpiryNotice expiry={values.passportDateOfExpiry} arrival={record.expectedArrival} />
          <RadioGroup
            {...fields.choice('otherPassport')}
            options={[
              { value: 'true', label: optionLabel(t, 'yesNo', 'Yes') },
              { value: 'false', label: optionLabel(t, 'yesNo', 'No') },
            ]}
          />
          {asks('otherPassport', values) && (
            <>
              <SelectField {...fields.text('otherPassportCountryOfIssue')} placeholder={t('placeholders.country')} options={lists.of('otherPassportCountryOfIssue')} />
              <TextField {...fields.text('otherPassport_PassportNo')} autoCapitalize="characters" />
              <DateField {...fields.date('otherPassportDateOfIssue')} />
              <TextField {...fields.text('otherPassportPlaceOfIssue')} />
              <SelectField {...fields.text('otherPassportNationaliyMentioned')} placeholder={t('placeholders.country')} options={lists.of('otherPassportNationaliyMentioned')} />
            </>
          )}
        </FormSection>
      )}
      <SaveFailure failure={save.failure} />
      <FormActions submitLabel={t('step2.submit')} busyLabel={t('busy.processing')} busy={save.busy} onSaveAndExit={save.saveAndExit} />
    </form>
  );
}
