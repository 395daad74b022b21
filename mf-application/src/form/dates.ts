import { useState } from 'react';
import { todayIso } from '@evisa/contracts';

/** yyyy-mm-dd `days` after (before, when negative) a yyyy-mm-dd day. */
export function isoDaysFrom(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * India's today for a form's hints and choices (the arrival window, the SAARC years), computed once when it opens
 * (formatting it is costly enough not to repeat on every keystroke). The rules take a fresh today on every submit.
 */
export function useDateLimits() {
  const [limits] = useState(() => ({ today: todayIso() }));
  return limits;
}
