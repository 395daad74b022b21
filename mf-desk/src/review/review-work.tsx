import { useState, type FormEvent } from 'react';
import { REVIEW_API, REVIEW_NOTE_MAX_LENGTH, type ApplicationReview } from '@evisa/contracts';
import { staffApi, staffFailureText, staffRequest } from '@evisa/api-client/staff';
import { useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { Checkbox, TextArea } from '@evisa/ui/forms';
import { formatDeskTime } from '../desk-dates';
import { DESK_NAMESPACE } from '../desk-i18n';
import { useDraft } from '../session/use-draft';

type Update = (review: ApplicationReview) => void;
type Refuse = (text: string) => void;

/**
 * The checklist of the application's visa service: ticked by whoever holds the application. `notes` are shown under
 * their item (the passport copy's check under 'passportCopy').
 */
export function ReviewChecklist({ review, canWork, notes = {}, onUpdate, onRefused }: { review: ApplicationReview; canWork: boolean; notes?: Partial<Record<string, string>>; onUpdate: Update; onRefused: Refuse }) {
  const { t, i18n } = useTranslation(DESK_NAMESPACE);
  const id = review.item.applicationId;
  // The box follows the click at once; the API's answer then confirms it (or the refusal puts it back).
  const [pending, setPending] = useState<Record<string, boolean>>({});
  async function tick(key: string, done: boolean) {
    setPending((now) => ({ ...now, [key]: done }));
    const result = await staffRequest<ApplicationReview>(REVIEW_API.checklistItem(id, key as never), { method: 'PUT', body: { done } });
    setPending(({ [key]: _settled, ...rest }) => rest);
    if (result.ok) onUpdate(result.data);
    else onRefused(staffFailureText(t, result));
  }
  return (
    <fieldset className="desk-checklist">
      <legend className="visually-hidden">{t('review.checklist')}</legend>
      {review.checklist.map((item) => (
        <div key={item.key}>
          <Checkbox
            name={`checklist-${item.key}`}
            label={t(`checklist.${item.key}`, { ns: 'staff' })}
            checked={pending[item.key] ?? item.done}
            disabled={!canWork}
            onChange={(event) => void tick(item.key, event.target.checked)}
          />
          {notes[item.key] && <p className="desk-by">{notes[item.key]}</p>}
          {item.done && item.by && item.at && <p className="desk-by">{t('review.tickedBy', { name: item.by.name, at: formatDeskTime(item.at, i18n.language) })}</p>}
        </div>
      ))}
    </fieldset>
  );
}

/** Internal notes (never shown to the applicant), oldest first, and a form to add one. */
export function ReviewNotes({ review, onUpdate, onRefused }: { review: ApplicationReview; onUpdate: Update; onRefused: Refuse }) {
  const { t, i18n } = useTranslation(DESK_NAMESPACE);
  const [text, setText, clearText] = useDraft(`note:${review.item.applicationId}`);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('messages.noteRequired', { ns: 'staff' }));
      document.getElementById('field-note')?.focus();
      return;
    }
    setError('');
    setBusy(true);
    const result = await staffApi.post<ApplicationReview>(REVIEW_API.notes(review.item.applicationId), { text: text.trim() });
    setBusy(false);
    if (!result.ok) return onRefused(staffFailureText(t, result));
    clearText();
    onUpdate(result.data);
  }
  return (
    <>
      {review.notes.length === 0 ? (
        <p>{t('review.noNotes')}</p>
      ) : (
        <ol className="desk-notes">
          {review.notes.map((note) => (
            <li key={note.id}>
              <p className="desk-by">{t('review.noteBy', { name: note.author.name, at: formatDeskTime(note.at, i18n.language) })}</p>
              <p className="desk-notes__text">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={add} noValidate aria-label={t('review.addNote')}>
        <TextArea name="note" label={t('review.note')} hint={t('review.noteHint')} maxLength={REVIEW_NOTE_MAX_LENGTH} value={text} onChange={(event) => setText(event.target.value)} error={error} rows={3} />
        <Button type="submit" variant="secondary" busy={busy}>
          {t('review.addNote')}
        </Button>
      </form>
    </>
  );
}
