import { useState, type FormEvent } from 'react';
import {
  CORRECTABLE_DOCUMENTS,
  CORRECTABLE_FIELDS,
  CORRECTION_EXTEND_MAX_DAYS,
  CORRECTION_MESSAGE_MAX_LENGTH,
  correctionActionPath,
  type ApplicationReview,
  type CorrectionAction,
  type CorrectionRound,
  type StaffAccount,
} from '@evisa/contracts';
import { staffApi, staffFailureText } from '@evisa/api-client/staff';
import { ANSWERS_NAMESPACES, useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { TextArea, TextField } from '@evisa/ui/forms';
import { answerFormat, wordSections } from '@evisa/ui/answers';
import { formatDeskTime } from '../desk-dates';
import { correctionsPath } from '../desk-paths';
import { DESK_NAMESPACE } from '../desk-i18n';
import { fileKindName } from './review-files';
import { useDraft } from '../session/use-draft';
import { useItemLabel } from './item-labels';
import { TemplatePicker } from '../templates/template-picker';

/** The reviewer picks the answers and files to fix and writes to the applicant (priced answers are never offered). */
export function CorrectionForm({ review, onSent, onRefused }: { review: ApplicationReview; onSent: (round: CorrectionRound) => void; onRefused: (text: string) => void }) {
  const { t } = useTranslation(DESK_NAMESPACE);
  const { t: answers } = useTranslation(ANSWERS_NAMESPACES);
  const [fields, setFields] = useState<string[]>([]);
  const [documents, setDocuments] = useState<string[]>([]);
  const [message, setMessage, clearMessage] = useDraft(`correction:${review.item.applicationId}`);
  const [errors, setErrors] = useState<{ items?: string; message?: string }>({});
  const [busy, setBusy] = useState(false);
  const sections = wordSections(review.sections, answerFormat(answers), answers);
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
    if (!result.ok) return onRefused(staffFailureText(t, result));
    clearMessage();
    onSent(result.data);
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
      <TemplatePicker applicationId={review.item.applicationId} kind="correction" onFill={setMessage} />
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

/** An answer as the rounds show it: a list entry by entry (the SAARC visits), nothing as a dash. */
function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
  if (Array.isArray(value)) return value.map((entry) => (typeof entry === 'object' && entry ? Object.values(entry).join(' ') : String(entry))).join('; ');
  return String(value);
}

type RoundsProps = {
  review: ApplicationReview;
  me: StaffAccount | undefined;
  onChanged: (text: string) => void;
  onRefused: (text: string) => void;
};

/**
 * Every round of corrections: asked when, by whom, for what (by the answers' labels); sent back or withdrawn when,
 * with each changed answer before and after. The open round can be withdrawn, e-mailed again or given more days by
 * the reviewer who asked or an admin.
 */
export function CorrectionRounds({ review, me, onChanged, onRefused }: RoundsProps) {
  const { t, i18n } = useTranslation(DESK_NAMESPACE);
  const label = useItemLabel(review);
  const rounds = review.corrections;
  if (rounds.length === 0) return <p>{t('corrections.none')}</p>;
  const isDocument = (item: string) => CORRECTABLE_DOCUMENTS.includes(item);
  const last = rounds.at(-1)!;
  const open = review.item.state === 'changes_requested' && !last.resubmittedAt && !last.withdrawnAt;
  const canAct = open && (me?.role === 'admin' || me?.id === last.requestedBy.id);
  return (
    <>
      <ol className="desk-rounds">
        {rounds.map((round) => {
          const changed = Object.entries(round.values);
          return (
            <li key={round.round}>
              <p className="desk-by">{t('corrections.askedBy', { round: round.round, name: round.requestedBy.name, at: formatDeskTime(round.requestedAt, i18n.language) })}</p>
              <p className="desk-notes__text">{round.message}</p>
              <p>{t('corrections.askedFor', { items: [...round.fields, ...round.documents].map(label).join(', ') })}</p>
              <p>
                {round.resubmittedAt
                  ? t('corrections.resubmittedOn', { at: formatDeskTime(round.resubmittedAt, i18n.language) })
                  : round.withdrawnAt
                    ? t('corrections.withdrawnOn', { at: formatDeskTime(round.withdrawnAt, i18n.language) })
                    : t('corrections.waiting', { at: formatDeskTime(round.linkExpiresAt, i18n.language) })}
              </p>
              {changed.length > 0 && (
                <div className="table-wrap">
                  <table className="data-table">
                    <caption>{t('corrections.changesTitle', { round: round.round })}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('corrections.answer')}</th>
                        <th scope="col">{t('corrections.before')}</th>
                        <th scope="col">{t('corrections.after')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {changed.map(([item, value]) => (
                        <tr key={item}>
                          <th scope="row">{label(item)}</th>
                          <td>{isDocument(item) ? '—' : shownValue(value.before)}</td>
                          <td>{isDocument(item) ? t('corrections.replaced') : shownValue(value.after)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {canAct && <OpenRoundActions applicationId={review.item.applicationId} onChanged={onChanged} onRefused={onRefused} />}
    </>
  );
}

/** Withdraw the open request, e-mail it again, or give its link more days. */
function OpenRoundActions({ applicationId, onChanged, onRefused }: { applicationId: string; onChanged: (text: string) => void; onRefused: (text: string) => void }) {
  const { t } = useTranslation(DESK_NAMESPACE);
  const [days, setDays] = useState('7');
  const [busy, setBusy] = useState<CorrectionAction>();
  async function act(action: CorrectionAction, done: string) {
    setBusy(action);
    const result = await staffApi.post<CorrectionRound>(correctionActionPath(applicationId, action), action === 'extend' ? { days: Number(days) } : undefined);
    setBusy(undefined);
    if (result.ok) onChanged(done);
    else onRefused(staffFailureText(t, result));
  }
  return (
    <div className="desk-action" role="group" aria-label={t('corrections.openActions')}>
      <div className="button-row">
        <Button variant="secondary" busy={busy === 'withdraw'} onClick={() => void act('withdraw', t('corrections.withdrawDone'))}>
          {t('corrections.withdraw')}
        </Button>
        <Button variant="secondary" busy={busy === 'resend'} onClick={() => void act('resend', t('corrections.resendDone'))}>
          {t('corrections.resend')}
        </Button>
      </div>
      <TextField name="extendDays" label={t('corrections.extendDays', { max: CORRECTION_EXTEND_MAX_DAYS })} type="number" min={1} max={CORRECTION_EXTEND_MAX_DAYS} inputMode="numeric" value={days} onChange={(event) => setDays(event.target.value)} />
      <Button variant="secondary" busy={busy === 'extend'} onClick={() => void act('extend', t('corrections.extendDone'))}>
        {t('corrections.extend')}
      </Button>
    </div>
  );
}
