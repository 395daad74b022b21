import { perLanguage } from '@evisa/i18n';

const dateTime = perLanguage((language) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }));

/** A moment as the desk shows it: date and time in UTC, the zone the deadlines are counted in. */
export function formatDeskTime(iso: string, language: string): string {
  return `${dateTime(language).format(new Date(iso))} UTC`;
}
