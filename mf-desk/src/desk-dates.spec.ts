import { formatDeskTime, formatUtcTime } from './desk-dates';

describe('desk times', () => {
  const moment = '2026-11-27T09:00:00.000Z';

  it('are shown in a time zone, which they name', () => {
    expect(formatDeskTime(moment, 'en', 'Asia/Kolkata')).toBe('Nov 27, 2026, 2:30 PM GMT+5:30');
    expect(formatDeskTime(moment, 'de', 'America/New_York')).toBe('27.11.2026, 04:00 GMT-5');
    expect(formatUtcTime(moment, 'en')).toBe('Nov 27, 2026, 9:00 AM UTC');
  });

  it('are in the browser’s zone, the staff member’s own, unless one is given', () => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDeskTime(moment, 'en')).toBe(formatDeskTime(moment, 'en', browserZone));
  });
});
