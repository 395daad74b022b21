import { useState, type FormEvent } from 'react';
import { REFUND_REASON_MAX_LENGTH, REFUND_RULES, type RefundRecord, type RefundSummary, type ReviewState } from '@evisa/contracts';
import { staffApi, staffFailureText, STAFF_NAMESPACE } from '@evisa/api-client/staff';
import { useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { TextArea, TextField } from '@evisa/ui/forms';
import { useConfirmation } from '../confirm/use-confirmation';
import { formatDeskTime } from '../desk-dates';
import { refundsPath } from '../desk-paths';
import { DESK_NAMESPACE } from '../desk-i18n';
import { useDraft } from '../session/use-draft';
import { useStaffResource } from '../session/use-staff-resource';

interface RefundPanelProps {
  applicationId: string;
  applicantName: string;
  /** The application's state: what REFUND_RULES let be refunded in it. */
  state: ReviewState;
  onRefused: (text: string) => void;
  onRefunded: (refund: RefundRecord) => void;
}

/**
 * Admins: what was captured and refunded, what the state lets be refunded (REFUND_RULES, as the API applies them),
 * and a refund in full or in part with a reason (one request id per form), confirmed first with the amount it
 * returns and to whom.
 */
export function RefundPanel({ applicationId, applicantName, state, onRefused, onRefunded }: RefundPanelProps) {
  const { t, i18n } = useTranslation(DESK_NAMESPACE);
  const { ask, dialog } = useConfirmation();
  const { data: summary, failure, readAgain } = useStaffResource<RefundSummary>(refundsPath(applicationId));
  const [amount, setAmount] = useState('');
  const [reason, setReason, clearReason] = useDraft(`refund:${applicationId}`);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // A repeated click or retried call is the same refund (the API records it once).
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  async function refund(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('messages.refundReasonRequired', { ns: 'staff' }));
      document.getElementById('field-refundReason')?.focus();
      return;
    }
    setError('');
    if (!summary) return;
    const part = amount.trim();
    const words = { name: applicantName, id: applicationId, amount: part || summary.remaining, currency: summary.currency };
    ask({
      title: t('confirm.refundTitle', words),
      text: t(part ? 'confirm.refundPartText' : 'confirm.refundAllText', words),
      confirmLabel: t('confirm.refund', words),
      action: () => send(part),
    });
  }

  async function send(part: string) {
    setBusy(true);
    const result = await staffApi.post<RefundRecord>(refundsPath(applicationId), { ...(part ? { amount: part } : {}), reason: reason.trim(), requestId });
    setBusy(false);
    if (!result.ok) return onRefused(staffFailureText(t, result));
    setAmount('');
    clearReason();
    setRequestId(crypto.randomUUID());
    readAgain();
    onRefunded(result.data);
  }

  if (failure) return <p role="alert">{failure}</p>;
  if (!summary) return <p role="status">{t('loading')}</p>;
  const scope = REFUND_RULES[state];
  return (
    <>
      <dl className="desk-facts">
        <div>
          <dt>{t('refunds.captured')}</dt>
          <dd>{`${summary.captured} ${summary.currency}`}</dd>
        </div>
        <div>
          <dt>{t('refunds.refunded')}</dt>
          <dd>{`${summary.refunded} ${summary.currency}`}</dd>
        </div>
        <div>
          <dt>{t('refunds.remaining')}</dt>
          <dd>{`${summary.remaining} ${summary.currency}`}</dd>
        </div>
      </dl>
      {summary.refunds.length > 0 && (
        <ul className="desk-rounds">
          {summary.refunds.map((one) => (
            <li key={one.id}>{t('refunds.line', { amount: one.amount, currency: one.currency, name: one.by.name, at: formatDeskTime(one.at, i18n.language), reason: one.reason })}</li>
          ))}
        </ul>
      )}
      <p>{t(`refunds.rule.${scope}`, { state: t(`reviewStates.${state}`, { ns: STAFF_NAMESPACE }) })}</p>
      {scope !== 'nothing' && Number(summary.remaining) > 0 && (
        <form onSubmit={refund} noValidate aria-labelledby="refund-title" className="desk-action">
          <h3 id="refund-title">{t('refunds.title')}</h3>
          <TextField name="refundAmount" label={t('refunds.amount', { currency: summary.currency })} hint={t('refunds.amountHint', { remaining: summary.remaining })} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
          <TextArea name="refundReason" label={t('refunds.reason')} maxLength={REFUND_REASON_MAX_LENGTH} value={reason} onChange={(event) => setReason(event.target.value)} error={error} rows={2} />
          <Button type="submit" variant="secondary" busy={busy}>
            {t('refunds.refund')}
          </Button>
        </form>
      )}
      {dialog}
    </>
  );
}
