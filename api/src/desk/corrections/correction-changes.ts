import type { ApplicationRecord } from '@evisa/contracts';
import type { StoredCorrection } from '../review/correction.schema';

/** No answer, however stored: absent, empty text or an empty list (a "No" clears its SAARC visits to []). */
const none = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

export function sameValue(a: unknown, b: unknown): boolean {
  return none(a) ? none(b) : JSON.stringify(a) === JSON.stringify(b);
}

export type CorrectionChanges = {
  changed: { fields: string[]; documents: string[] };
  /** Each changed item before (at the request) and after (now). */
  values: Record<string, { before: unknown; after: unknown }>;
};

/** What the applicant changed of a round's opened items since the request. */
export function correctionChanges(record: ApplicationRecord, round: Pick<StoredCorrection, 'fields' | 'documents' | 'before'>): CorrectionChanges {
  const now = record as unknown as Record<string, unknown>;
  const differs = (item: string) => !sameValue(now[item], round.before[item]);
  const changed = { fields: round.fields.filter(differs), documents: round.documents.filter(differs) };
  const values = Object.fromEntries([...changed.fields, ...changed.documents].map((item) => [item, { before: round.before[item] ?? null, after: now[item] ?? null }]));
  return { changed, values };
}
