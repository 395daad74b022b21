import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BULK_MAX_CASES, bulkPath, type BulkAction, type BulkOutcome, type BulkResult, type QueueItem, type StaffAccount } from '@evisa/contracts';
import { staffApi, staffFailureText, staffMessageText } from '@evisa/api-client/staff';
import { useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { SelectField } from '@evisa/ui/forms';
import { DESK_NAMESPACE } from '../desk-i18n';
import './bulk-actions.css';

interface BulkActionsProps {
  /** The page's lines, and the numbers of the ticked ones. */
  items: QueueItem[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  me: StaffAccount | undefined;
  /** Admins: the active staff to assign to (empty for a reviewer, and then no assigning). */
  staff: StaffAccount[];
  /** The lines the API answered for the cases done (claimed, assigned or exported). */
  onDone: (items: QueueItem[], action: BulkAction) => void;
}

/** The page's "select all": ticked when every line is, half-ticked when some are. */
function SelectAll({ items, count, onSelect }: { items: QueueItem[]; count: number; onSelect: BulkActionsProps['onSelect'] }) {
  const { t } = useTranslation(DESK_NAMESPACE);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && count < items.length;
  }, [count, items.length]);
  return (
    <label className="desk-pick">
      <input ref={ref} type="checkbox" checked={count > 0 && count === items.length} onChange={(event) => onSelect(items.map((item) => item.applicationId), event.target.checked)} />
      {t('bulk.selectPage')}
    </label>
  );
}

type Answer = { action: BulkAction; outcomes: BulkOutcome[]; to?: string } | { failure: string };

/**
 * Claim, assign or export the ticked applications at once. The API does each case on its own and answers per case;
 * this lists which were done and which were refused, and why.
 */
export function BulkActions({ items: lines, selected: selectedIds, onSelect, me, staff, onDone }: BulkActionsProps) {
  const { t } = useTranslation(DESK_NAMESPACE);
  const selected = lines.filter((item) => selectedIds.has(item.applicationId));
  const [staffId, setStaffId] = useState('');
  const [error, setError] = useState('');
  const [assignError, setAssignError] = useState('');
  const [busy, setBusy] = useState<BulkAction>();
  const [answer, setAnswer] = useState<Answer>();
  const answerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (answer) answerRef.current?.focus();
  }, [answer]);

  async function run(action: BulkAction, to?: StaffAccount) {
    if (selected.length === 0 || selected.length > BULK_MAX_CASES) {
      setError(t('messages.bulkCasesInvalid', { ns: 'staff', max: BULK_MAX_CASES }));
      return;
    }
    setError('');
    setBusy(action);
    const result = await staffApi.post<BulkResult>(bulkPath(action), { applicationIds: selected.map((item) => item.applicationId), ...(to ? { staffId: to.id } : {}) });
    setBusy(undefined);
    if (!result.ok) return setAnswer({ failure: staffFailureText(t, result) });
    const items = result.data.outcomes.flatMap((outcome) => (outcome.ok ? [outcome.item] : []));
    if (action === 'export' && items.length > 0) {
      const { downloadCsv, queueCsv } = await import(/* webpackChunkName: "queue-csv" */ './queue-csv');
      downloadCsv(queueCsv(t, items), `applications-${new Date().toISOString().slice(0, 10)}.csv`);
    }
    setAnswer({ action, outcomes: result.data.outcomes, to: to?.name });
    onDone(items, action);
  }

  function assign(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const to = staff.find((account) => account.id === staffId);
    setAssignError(to ? '' : t('assign.choose'));
    if (!to) {
      document.getElementById('field-bulk-assign')?.focus();
      return;
    }
    void run('assign', to);
  }

  return (
    <section className="desk-bulk" aria-labelledby="bulk-title">
      <h2 id="bulk-title" className="desk-bulk__title">
        {t('bulk.title')}
      </h2>
      <div className="desk-bulk__select">
        <SelectAll items={lines} count={selected.length} onSelect={onSelect} />
        <p className="desk-bulk__count" role="status">
          {t('bulk.selectedCount', { count: selected.length })}
        </p>
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="desk-bulk__actions">
        <Button variant="secondary" busy={busy === 'claim'} onClick={() => void run('claim')}>
          {t('bulk.claim')}
        </Button>
        <Button variant="secondary" busy={busy === 'export'} onClick={() => void run('export')}>
          {t('bulk.export')}
        </Button>
        {me?.role === 'admin' && staff.length > 0 && (
          <form className="desk-assign" onSubmit={assign} noValidate aria-label={t('bulk.assignLabel')}>
            <SelectField
              name="bulk-assign"
              label={t('bulk.assignTo')}
              placeholder={t('assign.placeholder')}
              options={staff.map((account) => ({ value: account.id, label: `${account.name} (${t(`assign.roles.${account.role}`)})` }))}
              value={staffId}
              onChange={(event) => setStaffId(event.target.value)}
              error={assignError}
            />
            <Button type="submit" variant="secondary" busy={busy === 'assign'}>
              {t('bulk.assign')}
            </Button>
          </form>
        )}
      </div>
      {answer && 'failure' in answer && (
        <div ref={answerRef} tabIndex={-1} className="panel panel--error desk-notice" role="alert">
          {answer.failure}
        </div>
      )}
      {answer && 'outcomes' in answer && (
        <div ref={answerRef} tabIndex={-1} className="desk-bulk__outcomes" role="status">
          <p>{t('bulk.summary', { done: answer.outcomes.filter((outcome) => outcome.ok).length, refused: answer.outcomes.filter((outcome) => !outcome.ok).length })}</p>
          <ul>
            {answer.outcomes.map((outcome) => (
              <li key={outcome.applicationId} className={outcome.ok ? 'desk-bulk__done' : 'desk-bulk__refused'}>
                {outcome.ok
                  ? t(`bulk.done.${answer.action}`, { id: outcome.applicationId, name: answer.to })
                  : t('bulk.refused', { id: outcome.applicationId, reason: staffMessageText(t, outcome.message) ?? outcome.message })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
