import { unparse } from 'papaparse';

/**
 * A cell a spreadsheet would run as a formula (starting = + - @, a tab or a return) is written with a leading
 * apostrophe (OWASP's CSV injection advice); a plain number, negative ones too, stays a number.
 */
const FORMULA = /^(?!-?\d+(\.\d+)?$)[=+\-@\t\r]/;

/** A table as CSV: RFC 4180 quoting by Papa Parse, formula cells defused, lines ended by CR LF. */
export function csvText(header: string[], rows: string[][]): string {
  return unparse({ fields: header, data: rows }, { escapeFormulae: FORMULA, newline: '\r\n' });
}

/** Saves the CSV under `filename` through the browser's download. */
export function downloadCsv(csv: string, filename: string): void {
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (names in every script).
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
