import { useEffect, useRef } from 'react';
import { formatDate, optionLabel, useTranslation } from '@evisa/i18n';
import { PASSPORT_FIELDS, PASSPORT_FORM_FIELDS, type PassportData, type PassportField } from '@evisa/passport';
import { NAMESPACE } from '../i18n';
import { useOptionLists } from '../options/use-option-lists';
import { PassportScanFrame } from './passport-scan-frame';
import { SCAN_NAMESPACE } from './passport-scan-i18n';
import type { PassportScan } from './use-passport-scan';

/** A passport field's label: the form field's where it has one (issuing country has none). */
export function usePassportFieldLabel() {
  const { t } = useTranslation([SCAN_NAMESPACE, NAMESPACE]);
  return (key: PassportField) =>
    key in PASSPORT_FORM_FIELDS ? t(`fields.${PASSPORT_FORM_FIELDS[key as keyof typeof PASSPORT_FORM_FIELDS].field}`, { ns: NAMESPACE }) : t('issuingCountry');
}

/** A passport value as the applicant reads it: country names, dates in their language, sex as the form says it. */
export function usePassportValue() {
  const { t } = useTranslation(NAMESPACE);
  const lists = useOptionLists();
  return (passport: PassportData, key: PassportField) => {
    const value = passport[key];
    if (key === 'nationality' || key === 'issuingCountry') return lists.countryLabel(value);
    if (key === 'dateOfBirth' || key === 'expiry') return formatDate(value);
    if (key === 'sex') return optionLabel(t, 'gender', value);
    return value;
  };
}

function ReadSummary({ passport, filled }: { passport: PassportData; filled: string[] }) {
  const { t, i18n } = useTranslation([SCAN_NAMESPACE, NAMESPACE]);
  const label = usePassportFieldLabel();
  const show = usePassportValue();
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(filled.map((field) => t(`fields.${field}`, { ns: NAMESPACE })));
  return (
    <>
      <p>{t('read', { fields: names })}</p>
      <p>{t('readNextStep')}</p>
      <dl className="passport-scan__read" aria-label={t('whatWasRead')}>
        {PASSPORT_FIELDS.map((key) => (
          <div key={key} data-passport-field={key}>
            <dt>{label(key)}</dt>
            <dd data-value={passport[key]}>{show(passport, key)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * 'Scan your passport' on step 1: optional; a photo from the camera on a phone or a file on a desktop,
 * read on the device. What was filled is announced (a status region) and listed; a failed read says what to try.
 */
export function PassportScanPanel({ scan }: { scan: PassportScan }) {
  const { t } = useTranslation(SCAN_NAMESPACE);
  const input = useRef<HTMLInputElement>(null);
  const { state } = scan;
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.step === 'read' || state.step === 'failed') outcome.current?.focus();
  }, [state.step]);

  return (
    <PassportScanFrame state={state.step}>
      <label className="btn btn--secondary passport-scan__choose">
        {t('button')}
        <input
          ref={input}
          className="passport-scan__input"
          type="file"
          accept="image/*"
          capture="environment"
          aria-describedby="passport-scan-intro"
          disabled={state.step === 'reading'}
          onChange={(event) => {
            const photo = event.target.files?.[0];
            if (photo) void scan.scan(photo);
            // The same photo can be chosen again after a failure.
            event.target.value = '';
          }}
        />
      </label>
      {state.step === 'reading' && (
        <p role="status" className="passport-scan__status">
          {t('reading')}
        </p>
      )}
      {state.step === 'read' && (
        <div ref={outcome} tabIndex={-1} role="status" className="passport-scan__outcome" data-scan-outcome="read">
          <ReadSummary passport={state.passport} filled={state.filled} />
        </div>
      )}
      {state.step === 'failed' && (
        <div ref={outcome} tabIndex={-1} role="alert" className="passport-scan__outcome" data-scan-outcome={state.reason}>
          <p>{t(`failed.${state.reason}`)}</p>
          <p>{t('advice')}</p>
        </div>
      )}
    </PassportScanFrame>
  );
}
