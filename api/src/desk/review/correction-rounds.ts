import type { Connection } from 'mongoose';
import type { CorrectionRound } from '@evisa/contracts';
import type { StoredCorrection } from './correction.schema';

export function toRound(stored: StoredCorrection): CorrectionRound {
  return {
    round: stored.round,
    requestedAt: stored.requestedAt.toISOString(),
    requestedBy: stored.requestedBy,
    fields: stored.fields,
    documents: stored.documents,
    message: stored.message,
    linkExpiresAt: stored.linkExpiresAt.toISOString(),
    resubmittedAt: stored.resubmittedAt ? stored.resubmittedAt.toISOString() : null,
    changed: stored.changed ? { fields: stored.changed.fields, documents: stored.changed.documents } : null,
    values: stored.values ?? {},
    withdrawnAt: stored.withdrawnAt ? stored.withdrawnAt.toISOString() : null,
    resent: stored.resent ?? 0,
  };
}

/**
 * An application's rounds of corrections, oldest first, with what the applicant changed: read straight from the
 * collection so the review's view can show them without depending on the corrections module (which depends on it).
 */
export async function correctionRoundsOf(connection: Connection, applicationId: string): Promise<CorrectionRound[]> {
  const found = await connection.collection<StoredCorrection>('corrections').find({ applicationId }).sort({ round: 1 }).toArray();
  return found.map(toRound);
}
