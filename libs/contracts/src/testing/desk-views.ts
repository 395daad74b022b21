// The desk's people and queue rows as the staff API answers them, for the desk screens' tests.
import type { QueueItem, StaffAccount } from '@evisa/contracts';
import { STORED_ID } from './stored-application';

export const REVIEWER: StaffAccount = { id: 'r1', email: 'ravi@agency.example', name: 'Ravi Reviewer', role: 'reviewer', state: 'active', createdAt: '2026-11-02T10:00:00.000Z' };
export const ADMIN: StaffAccount = { id: 'a1', email: 'asha@agency.example', name: 'Asha Admin', role: 'admin', state: 'active', createdAt: '2026-11-01T10:00:00.000Z' };

/** A paid application as a row of the desk's queue: a normal tourist visa, received, unclaimed, unless told. */
export function queueItemOf(overrides: Partial<QueueItem> = {}): QueueItem {
  return {
    applicationId: STORED_ID,
    surname: 'SMITH',
    givenName: 'JANE',
    passportNumber: 'P1234567',
    visaService: 'tourist',
    serviceSubCategory: 'tourist30',
    applicationType: 'normal',
    urgent: false,
    state: 'received',
    paidAt: '2026-11-20T09:00:00.000Z',
    travelDate: '2026-12-20',
    deadline: '2026-11-27T09:00:00.000Z',
    deadlinePaused: false,
    overdue: false,
    claimedBy: null,
    returned: null,
    ...overrides,
  };
}
