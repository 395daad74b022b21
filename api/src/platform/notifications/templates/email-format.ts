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

/** A plain-text e-mail's body: its paragraphs (a line, or several lines) with a blank line between them. */
export const textBody = (paragraphs: readonly (string | readonly string[])[]) =>
  paragraphs.map((paragraph) => (typeof paragraph === 'string' ? paragraph : paragraph.join('\n'))).join('\n\n');

/** Label and value rows, a line each. */
export const textRows = (rows: readonly (readonly [string, string])[]) => rows.map(([label, value]) => `${label}: ${value}`);

/** A list, an item a line. */
export const textList = (items: readonly string[]) => items.map((item) => `- ${item}`);

/** An HTML e-mail: its body's lines in the one page every mail shares. */
export const htmlPage = (language: string, lines: readonly string[]) =>
  `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1b1f24">\n${lines.join('\n')}\n</body></html>`;

/** Label and value rows, escaped; `multiline`: values kept as written, over several lines, beside a label at their top. */
export const htmlRows = (rows: readonly (readonly [string, string])[], { multiline = false } = {}) => {
  const th = multiline ? '<th align="left" valign="top" style="border-bottom:1px solid #d5dbe2">' : '<th align="left" style="border-bottom:1px solid #d5dbe2">';
  const td = multiline ? '<td style="border-bottom:1px solid #d5dbe2;white-space:pre-wrap">' : '<td style="border-bottom:1px solid #d5dbe2">';
  return `<table cellpadding="6" style="border-collapse:collapse">${rows.map(([label, value]) => `<tr>${th}${escapeHtml(label)}</th>${td}${escapeHtml(value)}</td></tr>`).join('')}</table>`;
};

/** A list of items already written as HTML. */
export const htmlList = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** A section's heading. */
export const htmlHeading = (html: string) => `<h2 style="font-size:18px">${html}</h2>`;

/** A side note in small grey type: what to do if this was not you, a deadline, a condition. */
export const htmlNote = (html: string) => `<p style="color:#4a5560;font-size:13px">${html}</p>`;
