import { STAFF_NAMESPACE } from '@evisa/api-client/staff';
import { deskApplicationPath, type QueueItem, type StaffAccount } from '@evisa/contracts';
import { Link } from '@evisa/routing';
import { optionLabel, useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { DeskTime } from '../desk-time';
import { AssignControl } from './assign-control';
import { DESK_NAMESPACE } from '../desk-i18n';

interface QueueTableProps {
  items: QueueItem[];
  /** The signed-in member of staff (who may release what). */
  me: StaffAccount | undefined;
  busyId: string | undefined;
  onAct: (item: QueueItem, action: 'claim' | 'release') => void;
  /** Admins: the active staff to assign to (empty for a reviewer), and what an assignment answered. */
  staff: StaffAccount[];
  onAssigned: (item: QueueItem, to: StaffAccount) => void;
  onRefused: (text: string) => void;
  /** The ticked lines' numbers (for the bulk actions), and ticking or unticking lines. */
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
}

/** The queue's lines: who, what, since when, due when (urgent, overdue and paused marked), who is on it (corrections back marked), claim or release. */
export function QueueTable({ items, me, busyId, onAct, staff, onAssigned, onRefused, selected, onSelect }: QueueTableProps) {
  const { t } = useTranslation(DESK_NAMESPACE);
  return (
    <>
      <p className="desk-count" role="status">
        {t('queue.count', { count: items.length })}
      </p>
      {items.length > 0 && (
        <div className="desk-scroll desk-table-wrap" role="region" aria-label={t('queue.tableLabel')} tabIndex={0}>
          <table className="desk-table desk-table--stacked">
            <caption className="visually-hidden">{t('queue.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="desk-table__select">
                  <span className="visually-hidden">{t('bulk.selectColumn')}</span>
                </th>
                <th scope="col">{t('queue.number')}</th>
                <th scope="col">{t('queue.applicant')}</th>
                <th scope="col">{t('queue.passport')}</th>
                <th scope="col">{t('queue.visaService')}</th>
                <th scope="col">{t('queue.state')}</th>
                <th scope="col">{t('queue.paid')}</th>
                <th scope="col">{t('queue.deadline')}</th>
                <th scope="col">{t('queue.workingOnIt')}</th>
                <th scope="col">{t('queue.action')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const mine = item.claimedBy !== null && item.claimedBy.id === me?.id;
                const mayRelease = item.state === 'in_review' && (mine || me?.role === 'admin');
                return (
                  <tr key={item.applicationId} className={item.urgent ? 'desk-row--urgent' : undefined}>
                    <td className="desk-table__select" data-label={t('bulk.selectColumn')}>
                      <input
                        type="checkbox"
                        className="desk-select"
                        checked={selected.has(item.applicationId)}
                        onChange={(event) => onSelect([item.applicationId], event.target.checked)}
                        aria-label={t('bulk.selectNamed', { id: item.applicationId })}
                      />
                    </td>
                    <th scope="row" className="desk-number" data-label={t('queue.number')}>
                      <Link to={deskApplicationPath(item.applicationId)}>{item.applicationId}</Link>
                    </th>
                    <td data-label={t('queue.applicant')}>{`${item.surname}, ${item.givenName}`}</td>
                    <td data-label={t('queue.passport')}>{item.passportNumber}</td>
                    <td data-label={t('queue.visaService')}>{optionLabel(t, 'visaService', item.visaService)}</td>
                    <td data-label={t('queue.state')}>{t(`reviewStates.${item.state}`, { ns: STAFF_NAMESPACE })}</td>
                    <td data-label={t('queue.paid')}>
                      <DeskTime iso={item.paidAt} />
                    </td>
                    <td data-label={t('queue.deadline')}>
                      {item.urgent && <span className="desk-badge desk-badge--urgent">{t('urgencies.urgent')}</span>}
                      {item.overdue && <span className="desk-badge desk-badge--overdue">{t('queue.overdue')}</span>}
                      {item.deadlinePaused && <span className="desk-badge desk-badge--changed">{t('queue.paused')}</span>}
                      <DeskTime iso={item.deadline} className="desk-deadline" />
                    </td>
                    <td data-label={t('queue.workingOnIt')}>
                      {item.claimedBy ? (mine ? t('queue.you') : item.claimedBy.name) : t('queue.nobody')}
                      {item.returned && <span className="desk-badge desk-badge--changed">{t('queue.returned')}</span>}
                    </td>
                    <td className="desk-table__actions">
                      {item.state === 'received' && (
                        <Button variant="secondary" busy={busyId === item.applicationId} onClick={() => onAct(item, 'claim')} aria-label={t('queue.claimNamed', { id: item.applicationId })}>
                          {t('queue.claim')}
                        </Button>
                      )}
                      {mayRelease && (
                        <Button variant="secondary" busy={busyId === item.applicationId} onClick={() => onAct(item, 'release')} aria-label={t('queue.releaseNamed', { id: item.applicationId })}>
                          {t('queue.release')}
                        </Button>
                      )}
                      <AssignControl item={item} staff={staff} onAssigned={onAssigned} onRefused={onRefused} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
