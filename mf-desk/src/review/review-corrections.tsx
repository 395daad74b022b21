import { useState, type FormEvent } from 'react';
import {
  CORRECTABLE_DOCUMENTS,
  CORRECTABLE_FIELDS,
  CORRECTION_MESSAGE_MAX_LENGTH,
  type ApplicationReview,
  type CorrectionRound,
} from '@evisa/contracts';
import { staffApi, staffFailureText } from '@evisa/api-client/staff';
import { ANSWERS_NAMESPACE, useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { TextArea } from '@evisa/ui/forms';
import { answerFormat, wordSections } from '@evisa/ui/answers';
import { formatDeskTime } from '../desk-dates';
import { correctionsPath } from '../desk-paths';
import { DESK_NAMESPACE } from '../desk-i18n';
import { fileKindName } from './review-files';

/** The reviewer picks the answers and files to fix and writes to the applicant (priced answers are never offered). */
export function CorrectionForm({ review, onSent, onRefused }: { review: ApplicationReview; onSent: (round: CorrectionRound) => void; onRefused: (text: string) => void }) {
  const { t } = useTranslation(DESK_NAMESPACE);
  const { t: answers, i18n } = useTranslation(ANSWERS_NAMESPACE);
  const [fields, setFields] = useState<string[]>([]);
  const [documents, setDocuments] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ items?: string; message?: string }>({});
  const [busy, setBusy] = useState(false);
  const sections = wordSections(review.sections, answerFormat(answers, i18n.language), answers);
  const files = review.files.filter((file) => CORRECTABLE_DOCUMENTS.includes(file.kind));
  const toggle = (list: string[], set: (next: string[]) => void, value: string, on: boolean) => set(on ? [...list, value] : list.filter((one) => one !== value));

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: { items?: string; message?: string } = {};
    if (fields.length + documents.length === 0) found.items = t('messages.correctionItemsRequired', { ns: 'staff' });
    if (!message.trim()) found.message = t('messages.correctionMessageRequired', { ns: 'staff' });
    setErrors(found);
    if (found.items || found.message) {
      document.getElementById(found.items ? 'correction-items' : 'field-correctionMessage')?.focus();
      return;
    }
    setBusy(true);
    const result = await staffApi.post<CorrectionRound>(correctionsPath(review.item.applicationId), { fields, documents, message: message.trim() });
    setBusy(false);
    if (result.ok) onSent(result.data);
    else onRefused(staffFailureText(t, result));
  }

  return (
    <form onSubmit={send} noValidate aria-labelledby="corrections-title" className="desk-action">
      <h3 id="corrections-title">{t('corrections.askTitle')}</h3>
      <p>{t('corrections.askLead')}</p>
      <fieldset id="correction-items" tabIndex={-1} className={errors.items ? 'desk-picks field--error' : 'desk-picks'} aria-describedby={errors.items ? 'correction-items-error' : undefined}>
        <legend>{t('corrections.items')}</legend>
        {errors.items && (
          <p id="correction-items-error" className="field__error">
            {errors.items}
          </p>
        )}
        {files.length > 0 && (
          <div className="desk-picks__group">
            <p className="desk-picks__title">{t('corrections.files')}</p>
            {files.map((file) => (
              <label key={file.kind} className="desk-pick">
                <input type="checkbox" checked={documents.includes(file.kind)} onChange={(event) => toggle(documents, setDocuments, file.kind, event.target.checked)} />
                {fileKindName(t, file.kind)}
              </label>
            ))}
          </div>
        )}
        {sections.map((section) => {
          const rows = section.groups.flatMap((group) => group.rows).filter((row) => CORRECTABLE_FIELDS.includes(row.field));
          const unique = rows.filter((row, index) => rows.findIndex((other) => other.field === row.field) === index);
          if (unique.length === 0) return null;
          return (
            <div key={section.key} className="desk-picks__group">
              <p className="desk-picks__title">{section.title}</p>
              {unique.map((row) => (
                <label key={row.field} className="desk-pick">
                  <input type="checkbox" checked={fields.includes(row.field)} onChange={(event) => toggle(fields, setFields, row.field, event.target.checked)} />
                  {row.label}
                </label>
              ))}
            </div>
          );
        })}
      </fieldset>
      <TextArea
        name="correctionMessage"
        label={t('corrections.message')}
        hint={t('corrections.messageHint')}
        maxLength={CORRECTION_MESSAGE_MAX_LENGTH}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={errors.message}
        rows={4}
      />
      <Button type="submit" busy={busy}>
        {t('corrections.send')}
      </Button>
    </form>
  );
}

/** Every round of corrections: asked when, by whom, for what; resubmitted when, with what changed. */
export function CorrectionRounds({ rounds }: { rounds: CorrectionRound[] }) {
  const { t, i18n } = useTranslation(DESK_NAMESPACE);
  if (rounds.length === 0) return <p>{t('corrections.none')}</p>;
  return (
    <ol className="desk-rounds">
      {rounds.map((round) => (
        <li key={round.round}>
          <p className="desk-by">{t('corrections.askedBy', { round: round.round, name: round.requestedBy.name, at: formatDeskTime(round.requestedAt, i18n.language) })}</p>
          <p className="desk-notes__text">{round.message}</p>
          <p>{t('corrections.askedFor', { items: [...round.fields, ...round.documents].join(', ') })}</p>
          <p>
            {round.resubmittedAt
              ? t('corrections.resubmitted', { at: formatDeskTime(round.resubmittedAt, i18n.language), items: [...(round.changed?.fields ?? []), ...(round.changed?.documents ?? [])].join(', ') || '—' })
              : t('corrections.waiting', { at: formatDeskTime(round.linkExpiresAt, i18n.language) })}
          </p>
        </li>
      ))}
    </ol>
  );
}
