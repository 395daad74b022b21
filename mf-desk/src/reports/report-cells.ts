import { REPORT_COLUMNS, type Report, type ReportCell } from '@evisa/contracts';
import type { TFunction } from '@evisa/i18n';
import { STAFF_NAMESPACE } from '../session/staff-texts';

/** A report as words: its column headers and each row's cells, as the screen shows them and the CSV holds them. */
export type WordedReport = { header: string[]; rows: string[][]; totals: string[] | null };

/** A report in words; `time` words a moment (on screen in the desk's format, in the CSV as ISO 8601 UTC). */
export function wordReport(t: TFunction, report: Report, time: (iso: string) => string): WordedReport {
  const columns: readonly string[] = REPORT_COLUMNS[report.kind];
  const currency = report.currency ?? '';
  const header = columns.map((key) => (report.kind === 'money' && key === 'refunded' ? t('moneyColumns.refunded', { currency }) : t(`columns.${key}`, { currency })));
  const cell = (key: string, value: ReportCell | undefined): string => {
    if (value === null || value === undefined) return key === 'finishedAt' ? t('notYet') : key === 'person' ? t('nobody') : '';
    if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
    if (key === 'deadline' || key === 'finishedAt') return time(String(value));
    if (key === 'state') return t(`reviewStates.${value}`, { ns: STAFF_NAMESPACE });
    return String(value);
  };
  const rows = report.rows.map((row) => columns.map((key) => cell(key, row[key])));
  const totals = report.totals ? columns.map((key, index) => (index === 0 ? t('total') : cell(key, report.totals?.[key]))) : null;
  return { header, rows, totals };
}
