import { useMemo, useState, type FormEvent } from 'react';
import { queueActionPath, STAFF_API, type QueueItem, type StaffAccount } from '@evisa/contracts';
import { staffApi, staffFailureText } from '@evisa/api-client/staff';
import { useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { SelectField } from '@evisa/ui/forms';
import { DESK_NAMESPACE } from '../desk-i18n';
import { useStaffResource } from '../session/use-staff-resource';

/** The states in which an admin can give an application to someone (the API's rule: received or in review). */
const ASSIGNABLE: readonly QueueItem['state'][] = ['received', 'in_review'];

/** The active members of staff an admin can give work to; none asked for anyone else. */
export function useActiveStaff(me: StaffAccount | undefined): StaffAccount[] {
  const { data } = useStaffResource<StaffAccount[]>(me?.role === 'admin' ? STAFF_API.accounts : undefined);
  return useMemo(() => (data ?? []).filter((account) => account.state === 'active'), [data]);
}

interface AssignControlProps {
  item: QueueItem;
  /** The active staff (useActiveStaff): empty for anyone but an admin, and then nothing is shown. */
  staff: StaffAccount[];
  onAssigned: (item: QueueItem, to: StaffAccount) => void;
  onRefused: (text: string) => void;
}

/** Admins: give a received or in-review application to a member of staff, or to someone else than who holds it. */
export function AssignControl({ item, staff, onAssigned, onRefused }: AssignControlProps) {
  const { t } = useTranslation(DESK_NAMESPACE);
  const [staffId, setStaffId] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const choices = staff.filter((account) => account.id !== item.claimedBy?.id);
  if (!ASSIGNABLE.includes(item.state) || choices.length === 0) return null;
  const name = `assign-${item.applicationId}`;

  async function assign(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const to = choices.find((account) => account.id === staffId);
    if (!to) {
      setError(t('assign.choose'));
      document.getElementById(`field-${name}`)?.focus();
      return;
    }
    setError('');
    setBusy(true);
    const result = await staffApi.post<QueueItem>(queueActionPath(item.applicationId, 'assign'), { staffId: to.id });
    setBusy(false);
    if (!result.ok) return onRefused(staffFailureText(t, result));
    setStaffId('');
    onAssigned(result.data, to);
  }

  return (
    <form className="desk-assign" onSubmit={assign} noValidate aria-label={t('assign.formLabel', { id: item.applicationId })}>
      <SelectField
        name={name}
        label={item.claimedBy ? t('assign.reassignTo') : t('assign.assignTo')}
        placeholder={t('assign.placeholder')}
        options={choices.map((account) => ({ value: account.id, label: `${account.name} (${t(`assign.roles.${account.role}`)})` }))}
        value={staffId}
        onChange={(event) => setStaffId(event.target.value)}
        error={error}
      />
      <Button type="submit" variant="secondary" busy={busy}>
        {item.claimedBy ? t('assign.reassign') : t('assign.assign')}
      </Button>
    </form>
  );
}
