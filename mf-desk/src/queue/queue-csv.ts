import { STAFF_NAMESPACE } from '@evisa/api-client/staff';
import type { QueueItem } from '@evisa/contracts';
import { optionLabel, type TFunction } from '@evisa/i18n';
import { csvText } from '../csv/csv-file';

export { downloadCsv } from '../csv/csv-file';

/** Queue lines as CSV, with the queue's column names and words; times in ISO 8601 UTC as the reports'. */
export function queueCsv(t: TFunction, items: QueueItem[]): string {
  const header = ['number', 'surname', 'givenName', 'passport', 'visaService', 'state', 'paid', 'travelDate', 'deadline', 'workingOnIt'].map((key) => t(`bulk.columns.${key}`));
  const rows = items.map((item) => [
    item.applicationId,
    item.surname,
    item.givenName,
    item.passportNumber,
    optionLabel(t, 'visaService', item.visaService),
    t(`reviewStates.${item.state}`, { ns: STAFF_NAMESPACE }),
    item.paidAt,
    item.travelDate,
    item.deadline,
    item.claimedBy?.name ?? '',
  ]);
  return csvText(header, rows);
}
