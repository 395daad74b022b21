import { STAFF_MESSAGES, staffMessage } from '@evisa/contracts';
import type { TFunction } from '@evisa/i18n';
import { staffFailureText } from './staff-failure';

// A translation function that shows what it was asked for: the key, and the values it was given.
const t = ((key: string, options?: Record<string, unknown>) => {
  const { ns, ...values } = options ?? {};
  return Object.keys(values).length ? `${String(ns)}:${key}${JSON.stringify(values)}` : `${String(ns)}:${key}`;
}) as unknown as TFunction;

const refused = (message: string) => ({ ok: false as const, kind: 'http' as const, status: 409, message, errors: {} });

describe('staffFailureText', () => {
  it("says a staff API refusal in the desk's words, the review states it names too", () => {
    const text = staffMessage('transitionNotAllowed', { from: 'in review', to: 'granted' });
    expect(staffFailureText(t, refused(text) as never)).toBe(
      'staff:messages.transitionNotAllowed{"from":"staff:reviewStates.in_review","to":"staff:reviewStates.granted"}',
    );
  });

  it('passes other values on as the API gave them, and names a failure it does not know by its kind', () => {
    expect(staffFailureText(t, refused(STAFF_MESSAGES.adminOnly) as never)).toBe('staff:messages.adminOnly');
    expect(staffFailureText(t, refused('Something else entirely') as never)).toBe('staff:failures.refused');
    expect(staffFailureText(t, { ok: false, kind: 'network', status: 0, message: '', errors: {} } as never)).toBe('staff:failures.network');
  });
});
