import { csvText } from '../csv/csv-file';
import type { WordedReport } from './report-cells';

export { downloadCsv } from '../csv/csv-file';

/** The report as CSV, its totals as the last line. */
export function reportCsv({ header, rows, totals }: WordedReport): string {
  return csvText(header, totals ? [...rows, totals] : rows);
}
