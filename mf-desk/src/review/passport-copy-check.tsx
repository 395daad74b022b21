import { REVIEW_API, type PassportCopyCheck, type PassportDifference } from '@evisa/contracts';
import { ANSWERS_NAMESPACES, useTranslation, type TFunction } from '@evisa/i18n';
import { answerFormat, type AnswerFormat } from '@evisa/ui/answers';
import { DESK_NAMESPACE } from '../desk-i18n';
import { useStaffResource } from '../session/use-staff-resource';

export type Loaded = PassportCopyCheck | { state: 'loading' } | { state: 'failed'; text: string };

/**
 * The passport copy's MRZ as the API read it, compared with the answers as they stand. Loaded
 * apart from the case, which it does not hold up; `version` reloads it after a change to the case.
 */
export function usePassportCopyCheck(applicationId: string, version: number): Loaded {
  const { data, failure } = useStaffResource<PassportCopyCheck>(REVIEW_API.passportCheck(applicationId), { reload: version });
  if (failure) return { state: 'failed', text: failure };
  return data ?? { state: 'loading' };
}

function shown(format: AnswerFormat, { field }: PassportDifference, value: string): string {
  if (field === 'nationality') return format.country(value);
  if (field === 'dateOfBirth' || field === 'passportDateOfExpiry') return format.date(value);
  if (field === 'gender') return format.gender(value);
  return value;
}

/** The check in one sentence: 'Passport copy: read and matching', 'differs from the answers', not read... */
export function passportCheckLine(check: Loaded, t: TFunction): string {
  if (check.state === 'failed') return check.text;
  if (check.state === 'differences') return t('passportCheck.differences');
  if (check.state === 'unread') return t(check.pdf ? 'passportCheck.pdf' : 'passportCheck.unread');
  return t(`passportCheck.${check.state}`);
}

/** At the top of the case: the check's sentence and, where the copy differs, each answer beside the copy's value. */
export function PassportCopyCheckPanel({ check }: { check: Loaded }) {
  const { t } = useTranslation(DESK_NAMESPACE);
  const { t: answers } = useTranslation(ANSWERS_NAMESPACES);
  const format = answerFormat(answers);
  const tone = check.state === 'matching' ? 'callout--success' : check.state === 'loading' || check.state === 'none' ? '' : 'callout--warning';
  return (
    <section className={`callout ${tone} desk-passport-check`} aria-labelledby="passport-check-title" data-passport-check={check.state}>
      <h2 id="passport-check-title" className="visually-hidden">
        {t('passportCheck.title')}
      </h2>
      <p role="status">{passportCheckLine(check, t)}</p>
      {check.state === 'differences' && (
        // Scrolls sideways on a narrow phone rather than breaking a passport number across lines.
        <div className="desk-scroll desk-passport-check__scroll" role="group" aria-labelledby="passport-check-title" tabIndex={0}>
          <table className="desk-passport-check__table">
            <thead>
              <tr>
                <th scope="col">{t('passportCheck.field')}</th>
                <th scope="col">{t('passportCheck.answer')}</th>
                <th scope="col">{t('passportCheck.copy')}</th>
              </tr>
            </thead>
            <tbody>
              {check.differences.map((difference) => (
                <tr key={difference.field} data-difference={difference.field}>
                  <th scope="row">{answers(`fields.${difference.field}`)}</th>
                  <td data-value="answer">{shown(format, difference, difference.answered) || t('passportCheck.empty')}</td>
                  <td data-value="passport">{shown(format, difference, difference.read)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
