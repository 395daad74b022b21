import { Suspense } from 'react';
import { Link } from '@evisa/routing';
import { ROUTES } from '@evisa/contracts';
import { ANSWERS_NAMESPACE, ANSWERS_NAMESPACES, countryNameIn, formatDate, optionLabel, useTranslation, type TFunction } from '@evisa/i18n';
import { PASSPORT_FORM_FIELDS } from '@evisa/passport';
import { CHECK_NAMESPACE } from './passport-check-i18n';
import type { Choice, PassportCopyCheck } from './use-passport-copy-check';
import './passport-copy-check.css';

/** The check's texts, the answers' labels and the countries' names (a nationality's difference). */
const CHECK_WITH_ANSWERS = [CHECK_NAMESPACE, ...ANSWERS_NAMESPACES];

const STEP_OF_FIELD = new Map<string, number>(Object.values(PASSPORT_FORM_FIELDS).map(({ field, step }) => [field, step]));

function shown(t: TFunction, field: string, value: string): string {
  if (!value) return t('empty');
  if (field === 'nationality') return countryNameIn(t, value);
  if (field === 'dateOfBirth' || field === 'passportDateOfExpiry') return formatDate(value);
  if (field === 'gender') return optionLabel(t, 'gender', value);
  return value;
}

interface PanelProps {
  id: string;
  copyCheck: PassportCopyCheck;
  error?: string;
}

/**
 * The passport copy compared with the answers, under its upload: 'read and matching', or each difference
 * with both values and a choice of which is right; where the passport is right, a link to the step to correct.
 * Its texts load when a copy is chosen, without holding up the rest of the page.
 */
export function PassportCopyCheckPanel(props: PanelProps) {
  if (props.copyCheck.check.state === 'none') return null;
  return (
    <Suspense fallback={null}>
      <CheckOutcome {...props} />
    </Suspense>
  );
}

function CheckOutcome({ id, copyCheck, error }: PanelProps) {
  const { t } = useTranslation(CHECK_WITH_ANSWERS);
  const { check, choose } = copyCheck;
  if (check.state === 'none') return null;
  if (check.state !== 'read') {
    return (
      <p className="callout passport-check" role="status" data-passport-check={check.state} id="passportCheck" tabIndex={-1}>
        {t(check.state)}
      </p>
    );
  }
  if (check.differences.length === 0) {
    return (
      <p className="callout callout--success passport-check" role="status" data-passport-check="matching" id="passportCheck" tabIndex={-1}>
        {t('matching')}
      </p>
    );
  }
  return (
    <section className="callout callout--warning passport-check" data-passport-check="differences" aria-labelledby="passport-check-title" id="passportCheck" tabIndex={-1}>
      <h3 id="passport-check-title" className="passport-check__title">
        {t('differencesTitle')}
      </h3>
      <p role="status">{t('differencesIntro')}</p>
      {error && <p className="field-error">{error}</p>}
      {check.differences.map(({ field, answered, read }) => {
        const label = t(`fields.${field}`, { ns: ANSWERS_NAMESPACE });
        const step = STEP_OF_FIELD.get(field) ?? 1;
        return (
          <fieldset key={field} className="passport-check__difference" data-difference={field}>
            <legend>{label}</legend>
            <dl className="passport-check__values">
              <div>
                <dt>{t('yourAnswer')}</dt>
                <dd data-value="answer">{shown(t, field, answered)}</dd>
              </div>
              <div>
                <dt>{t('passportCopy')}</dt>
                <dd data-value="passport">{shown(t, field, read)}</dd>
              </div>
            </dl>
            {(['answer', 'passport'] as Choice[]).map((choice) => (
              <label key={choice} className="passport-check__choice">
                <input type="radio" name={`passport-check-${field}`} value={choice} checked={check.choices[field] === choice} onChange={() => choose(field, choice)} />
                {t(`choice.${choice}`)}
              </label>
            ))}
            {check.choices[field] === 'passport' && (
              <p>
                <Link to={step === 1 ? ROUTES.apply1(id) : ROUTES.apply2(id)}>{t('correctOnStep', { step, field: label })}</Link>
              </p>
            )}
          </fieldset>
        );
      })}
    </section>
  );
}
