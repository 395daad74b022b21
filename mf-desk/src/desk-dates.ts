const formatters = new Map<string, { dateTime: Intl.DateTimeFormat; zone: Intl.DateTimeFormat }>();

/** Formatters of a language in a zone; `undefined`: the browser's zone, the staff member's own. */
function formattersOf(language: string, timeZone: string | undefined) {
  const key = `${language}|${timeZone ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = {
      dateTime: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
      zone: new Intl.DateTimeFormat(language, { timeZoneName: 'short', timeZone }),
    };
    formatters.set(key, found);
  }
  return found;
}

/** A moment as the desk shows it: date and time in the staff member's time zone (`timeZone` aside), with the zone's name. */
export function formatDeskTime(iso: string, language: string, timeZone?: string): string {
  const date = new Date(iso);
  const { dateTime, zone } = formattersOf(language, timeZone);
  const name = zone.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? '';
  return `${dateTime.format(date)} ${name}`.trim();
}

/** The same moment in UTC, the zone the deadlines are counted in: shown on hover (DeskTime). */
export function formatUtcTime(iso: string, language: string): string {
  return formatDeskTime(iso, language, 'UTC');
}
