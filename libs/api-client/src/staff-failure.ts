import { REVIEW_STATE_LABELS, staffMessageKeyOf, type ReviewState } from '@evisa/contracts';
import type { ApiResult } from './api-client';
import type { TFunction } from '@evisa/i18n';

/**
 * The desk's texts for the staff API's messages and the review states live in the shell's `staff` namespace, which
 * the desk loads before any of its screens (the shell's and the remotes') renders.
 */
export const STAFF_NAMESPACE = 'staff';

const STATE_OF_LABEL = new Map(Object.entries(REVIEW_STATE_LABELS).map(([state, label]) => [label, state as ReviewState]));

/** A message of the staff API (STAFF_MESSAGES) in the desk's language; undefined for any other text. */
export function staffMessageText(t: TFunction, message: string): string | undefined {
  const known = staffMessageKeyOf(message);
  if (!known) return undefined;
  const values = Object.fromEntries(
    Object.entries(known.values).map(([name, value]) => {
      const state = STATE_OF_LABEL.get(value);
      return [name, state ? t(`reviewStates.${state}`, { ns: STAFF_NAMESPACE }) : value];
    }),
  );
  return t(`messages.${known.key}`, { ns: STAFF_NAMESPACE, ...values });
}

/**
 * A refusal of the staff API in the desk's language: its STAFF_MESSAGES text mapped back to the key, a field
 * message of the API's validation, or what kind of failure it was (no connection, service down). A review state the
 * API named in its English words is named in the desk's.
 */
export function staffFailureText(t: TFunction, result: Extract<ApiResult<unknown>, { ok: false }>): string {
  const known = staffMessageText(t, result.message);
  if (known) return known;
  if (result.kind === 'timeout' || result.kind === 'network') return t('failures.network', { ns: STAFF_NAMESPACE });
  if (result.kind === 'unavailable' || result.status >= 500) return t('failures.unavailable', { ns: STAFF_NAMESPACE });
  if (result.status === 429) return t('messages.signInLocked', { ns: STAFF_NAMESPACE });
  return t('failures.refused', { ns: STAFF_NAMESPACE });
}
