import { useState } from 'react';
import { isoYearsBefore, todayIso } from '@evisa/contracts';

/** yyyy-mm-dd `days` after (before, when negative) a yyyy-mm-dd day. */
export function isoDaysFrom(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The limits the date pickers enforce (spec 5), computed from India's today as the rules are. The rules still
 * check every date: a typed date can be outside what the picker offers.
 */
export function dateLimits(today: string = todayIso()) {
  return {
    today,
    tomorrow: isoDaysFrom(today, 1),
    /** The earliest birth date the form offers. */
    oldestBirth: '1900-01-01',
    /** Passport issue dates: within the last 10 years and not in the future (spec 5.2). */
    tenYearsAgo: isoYearsBefore(today, 10),
  };
}

/**
 * The date limits for a form, computed once when it opens (formatting India's today is costly enough not to
 * repeat on every keystroke). The rules take a fresh today on every submit.
 */
export function useDateLimits() {
  const [limits] = useState(() => dateLimits());
  return limits;
}
