import '../../application.css';
import { lazy, Suspense } from 'react';
import { SaveFailure } from '@evisa/api-client';
import type { ApiResult } from '@evisa/api-client';
import { arrivalWindow, isIsoDate, lastDayToPay, STEP1_DECLARATIONS, STEP1_FIELDS, ruleContextFor, validateStep1 } from '@evisa/contracts';
import { formatDate, useTranslation } from '@evisa/i18n';
import { APPLICATION_TYPES } from '@evisa/reference-data';
import { DateField, FormSection, SelectField, TextField } from '@evisa/ui/forms';
import { useDateLimits } from '../../form/dates';
import { FormActions } from '../../form/form-actions';
import { StepErrorSummary } from '../../form/step-error-summary';
import { SavedForLater } from '../../form/saved-for-later';
import { UnsavedAnswers } from '../../form/unsaved-answers';
import { useFields } from '../../form/use-fields';
import { useLaterSections } from '../../form/use-later-sections';
import { useFormState, type FormValues } from '../../form/use-form-state';
import { useStepSave } from '../../form/use-step-save';
import { NAMESPACE } from '../../i18n';
import { useOptionLists } from '../../options/use-option-lists';
import { ExpiryNotice } from '../../passport/expiry-notice';
import { PassportScanPlaceholder } from '../../passport/passport-scan-frame';
import { refuseExpiredPassport, useScanHint } from '../../passport/scan-on-step';
import { keepScannedPassport } from '../../passport/scanned-passport';
import { usePassportScan } from '../../passport/use-passport-scan';
import { ChildApplies } from './child-applies';
import { FeeEstimate } from './fee-estimate';
import { VisaServiceFields } from './visa-service-fields';

/** The order the form shows its fields in, for the error summary. */
const ORDER = [
  'applicationType',
  'passportType',
  'surname',
  'givenName',
  'nationality',
  'dateOfBirth',
  'email',
  'confirmEmail',
  'contactNo',
  'portOfArrival',
  'expectedArrival',
  'visaService',
  'serviceSubCategory',
  'serviceSubCat_subCategory',
];

// The scan is optional: the panel's code (what a scan read, in the applicant's words) is evaluated after the form's
// first render, behind a placeholder of the panel's own height.
const PassportScanPanel = lazy(() =>
  import(/* webpackChunkName: "passport-scan-panel" */ '../../passport/passport-scan-panel').then((panel) => ({ default: panel.PassportScanPanel })),
);

export const EMPTY_STEP1: FormValues = Object.fromEntries(STEP1_FIELDS.map((field) => [field, '']));

interface Step1FormProps<T extends { uniqueId: string }> {
  initial: FormValues;
  send: (payload: FormValues) => Promise<ApiResult<T>>;
  onSaved: (saved: T) => void;
  /** Edit mode: the application exists, so 'Save and exit' is offered (it saves like Submit). */
  id?: string;
  /** Where the unsaved answers are kept in the tab (form/draft-storage.ts). */
  draftKey: string;
  /** The application as stored, or the order a new traveller joins ({ orderLeadId }): who the rules apply to. */
  application?: { uniqueId?: string; orderLeadId?: string };
}

/** Step 1, 'E-Visa Application' (spec 2.6, 3.1, 5.1): create and edit apply the same rules. */
export function Step1Form<T extends { uniqueId: string }>({ initial, draftKey, send, onSaved, id, application }: Step1FormProps<T>) {
  const { t } = useTranslation(NAMESPACE);
  const form = useFormState(initial, STEP1_DECLARATIONS, draftKey);
  const fields = useFields(form);
  const lists = useOptionLists(form.declarations);
  const limits = useDateLimits();
  const arrival = arrivalWindow(limits.today);
  const arrivalDate = form.values.expectedArrival;
  // Once the arrival is a day step 1 accepts, the applicant learns by when the fee must be paid (spec 2.14).
  const payBy = isIsoDate(arrivalDate) && arrivalDate >= arrival.earliest && arrivalDate <= arrival.latest ? lastDayToPay(arrivalDate) : undefined;
  const scan = usePassportScan(form);
  const scanHint = useScanHint(scan.isFilled);
  // The travel section and the fee are the later ones.
  const travelShown = useLaterSections(form);
  const payload = () => Object.fromEntries(STEP1_FIELDS.map((field) => [field, form.values[field] ?? '']));
  const save = useStepSave<T>({
    form,
    payload,
    validate: (values) => refuseExpiredPassport(validateStep1(values, ruleContextFor(application)), scan.passport, values),
    send: (values) => send(values),
    onSaved: (saved) => {
      // The scan's step-2 values (passport number, sex, expiry) wait for step 2 in this tab.
      if (scan.passport) keepScannedPassport(saved.uniqueId, scan.passport);
      onSaved(saved);
    },
    exitValidates: true,
  });

  if (id && save.savedForLater) return <SavedForLater id={id} onContinue={save.continueNow} />;
  return (
    <form method="post" noValidate onSubmit={save.submit} aria-label={t('step1.title')}>
      <UnsavedAnswers form={form} />
      <StepErrorSummary errors={form.errors} order={ORDER} attempt={form.attempt} />
      <p className="note">{t('form.requiredNote')}</p>
      <FormSection legend={t('step1.sections.application')}>
        <SelectField
          {...fields.text('applicationType')}
          placeholder={t('placeholders.select')}
          options={APPLICATION_TYPES.map((type) => ({
            value: type.value,
            label: t(`step1.applicationTypeChoice.${type.value}`, type.processingTime),
          }))}
        />
        <SelectField {...fields.text('passportType')} placeholder={t('placeholders.select')} options={lists.of('passportType')} />
      </FormSection>
      <FormSection legend={t('step1.sections.applicant')}>
        <Suspense fallback={<PassportScanPlaceholder />}>
          <PassportScanPanel scan={scan} />
        </Suspense>
        <TextField {...fields.text('surname')} autoComplete="family-name" hint={scanHint('surname') ?? t('hints.asInPassport')} />
        <TextField {...fields.text('givenName')} autoComplete="given-name" hint={scanHint('givenName') ?? t('hints.asInPassport')} />
        <SelectField {...fields.text('nationality')} placeholder={t('placeholders.nationality')} options={lists.of('nationality')} hint={scanHint('nationality')} />
        <DateField {...fields.date('dateOfBirth')} autoComplete="bday" hint={scanHint('dateOfBirth')} />
        {form.errors.dateOfBirth === 'underage' && <ChildApplies form={form} />}
        <TextField {...fields.text('email')} type="email" autoComplete="email" hint={t('hints.email')} />
        <TextField {...fields.text('confirmEmail')} type="email" autoComplete="email" />
        <TextField {...fields.text('contactNo')} type="tel" autoComplete="tel" hint={t('hints.contactNo')} />
      </FormSection>
      {travelShown && (
        <FormSection legend={t('step1.sections.travel')}>
          <SelectField {...fields.text('portOfArrival')} placeholder={t('placeholders.portOfArrival')} options={lists.of('portOfArrival')} />
          <DateField
            {...fields.date('expectedArrival')}
            hint={[
              t('hints.expectedArrival', { earliest: formatDate(arrival.earliest), latest: formatDate(arrival.latest) }),
              payBy && t('hints.payBy', { date: formatDate(payBy) }),
            ]
              .filter(Boolean)
              .join(' ')}
          />
          <ExpiryNotice expiry={scan.passport?.expiry} arrival={form.values.expectedArrival} />
          <VisaServiceFields form={form} fields={fields} />
        </FormSection>
      )}
      {travelShown && <FeeEstimate values={form.values} />}
      <SaveFailure failure={save.failure} />
      <FormActions
        submitLabel={t('step1.submit')}
        busyLabel={t('busy.processing')}
        busy={save.busy}
        onSaveAndExit={id ? save.saveAndExit : undefined}
      />
    </form>
  );
}
