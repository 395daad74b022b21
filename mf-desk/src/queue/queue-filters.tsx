import { STAFF_NAMESPACE } from '@evisa/api-client/staff';
import { useState, type FormEvent } from 'react';
import { QUEUE_ASSIGNMENTS, QUEUE_SEARCH_MAX_LENGTH, QUEUE_SORTS, QUEUE_URGENCIES, REVIEW_STATES, type QueueFilters } from '@evisa/contracts';
import { optionLabel, useTranslation } from '@evisa/i18n';
import { VISA_SERVICES } from '@evisa/reference-data';
import { Button } from '@evisa/ui';
import { SelectField, TextField } from '@evisa/ui/forms';
import { DESK_NAMESPACE } from '../desk-i18n';

/** The queue's filters: state, visa service, urgency, who works on it, the order, and a search. */
const SORT_LABELS = { deadline: 'queue.sortDeadline', travelDate: 'queue.sortTravelDate', paidAt: 'queue.sortPaidAt' } as const;
export function QueueFilterForm({ filters, onApply }: { filters: QueueFilters; onApply: (filters: QueueFilters) => void }) {
  const { t } = useTranslation(DESK_NAMESPACE);
  const [draft, setDraft] = useState<QueueFilters>(filters);
  const set = (name: keyof QueueFilters) => (event: { target: { value: string } }) => setDraft((now) => ({ ...now, [name]: event.target.value || undefined }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A new filter starts again at the first page.
    onApply({ ...draft, search: draft.search?.trim() || undefined, page: undefined });
  }

  return (
    <form role="search" aria-label={t('queue.filters')} className="desk-filters" onSubmit={submit}>
      <SelectField
        name="state"
        label={t('queue.state')}
        value={draft.state ?? ''}
        onChange={set('state')}
        options={[{ value: '', label: t('queue.openStates') }, ...REVIEW_STATES.map((value) => ({ value, label: t(`reviewStates.${value}`, { ns: STAFF_NAMESPACE }) }))]}
      />
      <SelectField
        name="visaService"
        label={t('queue.visaService')}
        value={draft.visaService ?? ''}
        onChange={set('visaService')}
        options={[{ value: '', label: t('queue.anyService') }, ...VISA_SERVICES.map(({ value }) => ({ value, label: optionLabel(t, 'visaService', value) }))]}
      />
      <SelectField
        name="urgency"
        label={t('queue.urgency')}
        value={draft.urgency ?? ''}
        onChange={set('urgency')}
        options={[{ value: '', label: t('queue.anyUrgency') }, ...QUEUE_URGENCIES.map((value) => ({ value, label: t(`urgencies.${value}`) }))]}
      />
      <SelectField
        name="assigned"
        label={t('queue.assigned')}
        value={draft.assigned ?? ''}
        onChange={set('assigned')}
        options={[{ value: '', label: t('queue.anyone') }, ...QUEUE_ASSIGNMENTS.map((value) => ({ value, label: t(`queue.${value}`) }))]}
      />
      <SelectField name="sort" label={t('queue.sort')} value={draft.sort ?? 'deadline'} onChange={set('sort')} options={QUEUE_SORTS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))} />
      <TextField name="search" type="search" label={t('queue.search')} maxLength={QUEUE_SEARCH_MAX_LENGTH} value={draft.search ?? ''} onChange={set('search')} />
      <Button type="submit">{t('queue.show')}</Button>
    </form>
  );
}
