import { staffMessageKeyOf } from '@evisa/contracts';
import type { ApiResult } from './api-client';
import type { TFunction } from '@evisa/i18n';

/**
 * The desk's texts for the staff API's messages live in the shell's `staff` namespace, which the desk loads before
 * any of its screens (the shell's and the remotes') renders.
 *
 * A refusal of the staff API in the desk's language: its STAFF_MESSAGES text mapped back to the key, a field
 * message of the API's validation, or what kind of failure it was (no connection, service down).
 */
export function staffFailureText(t: TFunction, result: Extract<ApiResult<unknown>, { ok: false }>): string {
  const known = staffMessageKeyOf(result.message);
  if (known) return t(`messages.${known.key}`, { ns: 'staff', ...known.values });
  if (result.kind === 'timeout' || result.kind === 'network') return t('failures.network', { ns: 'staff' });
  if (result.kind === 'unavailable' || result.status >= 500) return t('failures.unavailable', { ns: 'staff' });
  if (result.status === 429) return t('messages.signInLocked', { ns: 'staff' });
  return t('failures.refused', { ns: 'staff' });
}
