import type { ApplicationStatus } from './application-record';

/** Statuses in which the API refuses every change to the answers: a step page shows them read-only. */
export const LOCKED_STATUSES = ['paid', 'blocked'] as const satisfies readonly ApplicationStatus[];
export type LockedStatus = (typeof LOCKED_STATUSES)[number];

export function isLockedApplication(status: ApplicationStatus): status is LockedStatus {
  return (LOCKED_STATUSES as readonly string[]).includes(status);
}
