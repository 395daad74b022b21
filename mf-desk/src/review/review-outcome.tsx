import { useState, type FormEvent } from 'react';
import { EVISA_UPLOAD, GOVERNMENT_REFERENCE_PATTERN, REFUSAL_REASON_MAX_LENGTH, REVIEW_API, type ApplicationReview } from '@evisa/contracts';
import { staffApi, staffFailureText, staffRequest } from '@evisa/api-client/staff';
import { useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { FileField, TextArea, TextField } from '@evisa/ui/forms';
import { useConfirmation } from '../confirm/use-confirmation';
import { DESK_NAMESPACE } from '../desk-i18n';
import { useDraft } from '../session/use-draft';
import { TemplatePicker } from '../templates/template-picker';

type Props = { review: ApplicationReview; onUpdate: (review: ApplicationReview) => void; onRefused: (text: string) => void };

/** "Submitted to the government", with the government's reference (in review, by whoever holds it). */
export function SubmitForm({ review, onUpdate, onRefused }: Props) {
  const { t } = useTranslation(DESK_NAMESPACE);
  const [reference, setReference, clearReference] = useDraft(`reference:${review.item.applicationId}`);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!GOVERNMENT_REFERENCE_PATTERN.test(reference.trim())) {
      setError(t('messages.governmentReferenceInvalid', { ns: 'staff' }));
      document.getElementById('field-governmentReference')?.focus();
      return;
    }
    setError('');
    setBusy(true);
    const result = await staffApi.post<ApplicationReview>(REVIEW_API.submit(review.item.applicationId), { governmentReference: reference.trim() });
    setBusy(false);
    if (!result.ok) return onRefused(staffFailureText(t, result));
    clearReference();
    onUpdate(result.data);
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="submit-title" className="desk-action">
      <h3 id="submit-title">{t('outcome.submitTitle')}</h3>
      <TextField name="governmentReference" label={t('outcome.reference')} hint={t('outcome.referenceHint')} autoComplete="off" value={reference} onChange={(event) => setReference(event.target.value)} error={error} />
      <Button type="submit" busy={busy}>
        {t('outcome.submit')}
      </Button>
    </form>
  );
}

/**
 * Granted, with the e-Visa PDF (checked by content by the API), or refused with the reason (once submitted); each
 * asks first, naming the applicant and what they will be sent.
 */
export function ResultForms({ review, onUpdate, onRefused }: Props) {
  const { t } = useTranslation(DESK_NAMESPACE);
  const { ask, dialog } = useConfirmation();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState('');
  const [reason, setReason, clearReason] = useDraft(`refusal:${review.item.applicationId}`);
  const [reasonError, setReasonError] = useState('');
  const [busy, setBusy] = useState<'grant' | 'refuse'>();
  const id = review.item.applicationId;
  const name = `${review.item.givenName} ${review.item.surname}`;

  async function grant(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setFileError(t('messages.eVisaRequired', { ns: 'staff' }));
      document.getElementById('field-eVisa')?.focus();
      return;
    }
    if (file.size > EVISA_UPLOAD.maxBytes) {
      setFileError(t('messages.eVisaTooLarge', { ns: 'staff', max: EVISA_UPLOAD.maxBytes / 1024 / 1024 }));
      return;
    }
    setFileError('');
    ask({ title: t('confirm.grantTitle', { id }), text: t('confirm.grantText', { name, id, file: file.name }), confirmLabel: t('confirm.grant'), action: () => send(file) });
  }

  async function send(eVisa: File) {
    const body = new FormData();
    body.append(EVISA_UPLOAD.field, eVisa);
    setBusy('grant');
    const result = await staffRequest<ApplicationReview>(REVIEW_API.grant(id), { method: 'POST', body });
    setBusy(undefined);
    if (result.ok) onUpdate(result.data);
    else onRefused(staffFailureText(t, result));
  }

  async function refuse(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(t('messages.refusalReasonRequired', { ns: 'staff' }));
      document.getElementById('field-refusalReason')?.focus();
      return;
    }
    setReasonError('');
    const stated = reason.trim();
    ask({ title: t('confirm.refuseTitle', { id }), text: t('confirm.refuseText', { name, id, reason: stated }), confirmLabel: t('confirm.refuse'), action: () => record(stated) });
  }

  async function record(stated: string) {
    setBusy('refuse');
    const result = await staffApi.post<ApplicationReview>(REVIEW_API.refuse(id), { reason: stated });
    setBusy(undefined);
    if (!result.ok) return onRefused(staffFailureText(t, result));
    clearReason();
    onUpdate(result.data);
  }

  return (
    <div className="desk-actions">
      <form onSubmit={grant} noValidate aria-labelledby="grant-title" className="desk-action">
        <h3 id="grant-title">{t('outcome.grantTitle')}</h3>
        <FileField name="eVisa" label={t('outcome.eVisa')} hint={t('outcome.eVisaHint')} accept="application/pdf,.pdf" onChange={(event) => setFile(event.target.files?.[0])} error={fileError} />
        <Button type="submit" busy={busy === 'grant'}>
          {t('outcome.grant')}
        </Button>
      </form>
      <form onSubmit={refuse} noValidate aria-labelledby="refuse-title" className="desk-action">
        <h3 id="refuse-title">{t('outcome.refuseTitle')}</h3>
        <TemplatePicker applicationId={id} kind="refusal" onFill={setReason} />
        <TextArea name="refusalReason" label={t('outcome.reason')} hint={t('outcome.reasonHint')} maxLength={REFUSAL_REASON_MAX_LENGTH} value={reason} onChange={(event) => setReason(event.target.value)} error={reasonError} rows={3} />
        <Button type="submit" variant="secondary" busy={busy === 'refuse'}>
          {t('outcome.refuse')}
        </Button>
      </form>
      {dialog}
    </div>
  );
}
