import '../../application.css';
import { SaveFailure } from '@evisa/api-client';
import { Fragment } from 'react';
import { asks, STEP5_DECLARATIONS, STEP5_FIELDS, todayIso, validateStep5 } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { DateField, FormSection, RadioGroup, TextArea, TextField } from '@evisa/ui/forms';
import { useDateLimits } from '../../form/dates';
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
import { SaarcVisits } from './saarc-visits';

const REFERENCES = ['referenceNameIndia', 'referencePhoneIndia', 'referenceAddressIndia', 'referenceNameHome', 'referencePhoneHome', 'referenceAddressHome'];
/** The order the form shows its fields in, for the error summary. */
const ORDER = [...STEP5_FIELDS.filter((field) => !REFERENCES.includes(field)), ...REFERENCES];
const DEFAULTS = { visitedIndiaBefore: 'no', visaRefused: 'no', saarcCountries: 'no', saarcDetails: [] };

/** Step 5: previous visits, refusals, countries visited, SAARC visits and references (spec 2.9, 4.2, 5.4). */
export function Step5Form({ id, record, onSaved }: StepFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = useFormState(valuesFrom(record, STEP5_FIELDS, DEFAULTS), STEP5_DECLARATIONS, draftKeyOf('step5', id));
  const fields = useFields(form);
  const lists = useOptionLists(form.declarations);
  const { today } = useDateLimits();
  const { values } = form;
  const save = useStepSave({
    form,
    payload: () => Object.fromEntries(STEP5_FIELDS.map((field) => [field, values[field] ?? ''])),
    validate: (payload) => validateStep5(payload, { today: todayIso() }),
    send: (payload, draft) => applicationApi.saveStep(5, id, payload, { draft }),
    onSaved,
  });

  if (save.savedForLater) return <SavedForLater id={id} skippedFields={save.savedForLater.skippedFields} onContinue={save.continueNow} />;
  return (
    <form noValidate onSubmit={save.submit} aria-label={t('step5.title')}>
      <UnsavedAnswers form={form} />
      <StepErrorSummary errors={form.errors} order={ORDER} attempt={form.attempt} />
      <CarriedFields record={record} show={['applicationType', 'portOfArrival']} />
      <p className="note">{t('form.requiredNote')}</p>
      <FormSection legend={t('step5.sections.previousVisa')}>
        <RadioGroup {...fields.choice('visitedIndiaBefore')} options={lists.of('visitedIndiaBefore')} />
        {asks('previousVisit', values) && (
          <>
            <TextArea {...fields.text('visitedIndiaBeforeAddrss')} rows={2} />
            <TextArea {...fields.text('visitedIndiaBeforeCitiesVisitedInIndia')} rows={2} />
            <TextField {...fields.text('visitedIndiaBefore_Last_current_ValidVisaNo')} />
            <TextField {...fields.text('visitedIndiaBeforeTypeOfVisa')} />
            <TextField {...fields.text('visitedIndiaBeforePlaceOfVisa')} />
            <DateField {...fields.date('visitedIndiaBeforeDateOfIssue')} />
          </>
        )}
        <RadioGroup {...fields.choice('visaRefused')} options={lists.of('visaRefused')} />
        {asks('refusalDetails', values) && <TextArea {...fields.text('visaRefusedByWhomDetails')} rows={3} />}
      </FormSection>
      <FormSection legend={t('step5.sections.other')}>
        <TextArea {...fields.text('countriesVisitedLast10Years')} rows={2} />
        <RadioGroup
          {...fields.choice('saarcCountries')}
          options={lists.of('saarcCountries')}
          onChange={(answer) => form.setMany(answer === 'no' ? { saarcCountries: answer, saarcDetails: [] } : { saarcCountries: answer })}
        />
        {values.saarcCountries === 'yes' && <SaarcVisits form={form} lists={lists} today={today} />}
      </FormSection>
      <FormSection legend={t('step5.sections.reference')}>
        {(['India', 'Home'] as const).map((where) => (
          <Fragment key={where}>
            <h3 className="form-section__wide form-subheading">{t(`step5.reference${where}`)}</h3>
            <TextField {...fields.text(`referenceName${where}`)} />
            <TextField {...fields.text(`referencePhone${where}`)} type="tel" hint={t('hints.referencePhone')} />
            <TextArea {...fields.text(`referenceAddress${where}`)} rows={2} />
          </Fragment>
        ))}
      </FormSection>
      <SaveFailure failure={save.failure} />
      <FormActions submitLabel={t('step5.submit')} busyLabel={t('busy.submitting')} busy={save.busy} onSaveAndExit={save.saveAndExit} />
    </form>
  );
}
