import type { StaffRole } from './staff';

/** Every kind of staff action the audit trail records. */
export const AUDIT_ACTIONS = [
  'staff.added',
  'staff.disabled',
  'staff.enabled',
  'staff.reset',
  // Staff sign-in: a refused attempt, a wait it imposed, an attempt refused while waiting.
  'staff.signInFailed',
  'staff.signInLocked',
  'staff.signInThrottled',
  'review.claimed',
  'review.released',
  'review.checklist',
  'review.noted',
  'review.submitted',
  'review.granted',
  'review.refused',
  'review.changesRequested',
  'review.resubmitted',
  'review.correctionWithdrawn',
  'review.correctionResent',
  'review.correctionExtended',
  'review.assigned',
  'review.exported',
  'payment.refunded',
  'template.created',
  'template.edited',
  'template.retired',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One entry of the append-only audit trail, as admins read it. */
export type AuditEntry = {
  at: string;
  staff: { id: string; email: string; role: StaffRole } | null;
  action: AuditAction;
  applicationId: string | null;
  /** What changed: the field's value before and after, or the account concerned. */
  changes: Record<string, unknown>;
  /** The client address the request came from ('cli' for the command line). */
  address: string;
};
