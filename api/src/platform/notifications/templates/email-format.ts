import { formatDisplayDate } from '@evisa/contracts';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function formatMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

/** dd/mm/yyyy (spec 9.1) and the time in UTC, which every reader can place. */
export function formatPaidAt(iso: string): string {
  const day = formatDisplayDate(iso.slice(0, 10)) ?? iso;
  return `${day} ${iso.slice(11, 16)} UTC`;
}
