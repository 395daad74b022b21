import type { QueueItem } from './queue';

/**
 * Several cases at once from the queue (docs/desk.md, "Bulk work"): each case is done on its own, as its single
 * action would be, and the answer says per case whether it was done or refused and why.
 */
export const BULK_MAX_CASES = 100;

/** Body of POST /staff/queue/claim and /staff/queue/export. */
export type BulkRequest = { applicationIds: string[] };
/** Body of POST /staff/queue/assign (admins). */
export type BulkAssignRequest = BulkRequest & { staffId: string };

/** One case's answer: its queue line when done, the refusal's message (STAFF_MESSAGES) when not. */
export type BulkOutcome = { applicationId: string; ok: true; item: QueueItem } | { applicationId: string; ok: false; message: string };

/** `data` of every bulk action: one outcome per case asked for, in the order asked. */
export type BulkResult = { outcomes: BulkOutcome[] };

export const BULK_ACTIONS = ['claim', 'assign', 'export'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const bulkPath = (action: BulkAction) => `/staff/queue/${action}`;

export const BULK_STAFF_MESSAGES = {
  bulkCasesInvalid: 'Choose 1 to {{max}} applications.',
} as const;
