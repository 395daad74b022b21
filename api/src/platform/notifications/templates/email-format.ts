import { formatDisplayDate } from '@evisa/contracts';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An amount the way the mail's language writes money (as the site's pages do). */
export function formatMoney(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
}

/** dd/mm/yyyy (spec 9.1) and the time in UTC, which every reader can place. */
export function formatPaidAt(iso: string): string {
  const day = formatDisplayDate(iso.slice(0, 10)) ?? iso;
  return `${day} ${iso.slice(11, 16)} UTC`;
}

/** An HTML e-mail: its body's lines in the one page every mail shares. */
export const htmlPage = (language: string, lines: readonly string[]) =>
  `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1b1f24">\n${lines.join('\n')}\n</body></html>`;

/** Label and value rows, escaped. */
export const htmlRows = (rows: readonly (readonly [string, string])[]) =>
  `<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(([label, value]) => `<tr><th align="left" style="border-bottom:1px solid #d5dbe2">${escapeHtml(label)}</th><td style="border-bottom:1px solid #d5dbe2">${escapeHtml(value)}</td></tr>`)
    .join('')}</table>`;
