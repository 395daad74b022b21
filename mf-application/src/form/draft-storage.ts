import type { FormValues } from './use-form-state';

const PREFIX = 'evisa.draft.';

/** The draft of one form of one application ('step2', 'IN…'); `new` for step 1 before the application exists. */
export const draftKeyOf = (form: string, id: string): string => `${form}:${id}`;

/**
 * What an applicant has typed on a step and not saved yet, kept in the tab's session storage (never sent anywhere,
 * gone when the tab closes) so that a reload or a crashed tab does not lose it. Storage may be refused (a private
 * window, a full quota): the form then works as before, without a draft.
 */
export const draftStorage = {
  read(key: string): FormValues | null {
    try {
      const text = window.sessionStorage.getItem(PREFIX + key);
      const parsed: unknown = text ? JSON.parse(text) : null;
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FormValues) : null;
    } catch {
      return null;
    }
  },
  write(key: string, values: FormValues): void {
    try {
      window.sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
    } catch {
      // No room or no storage: the answers stay in the form.
    }
  },
  clear(key: string): void {
    try {
      window.sessionStorage.removeItem(PREFIX + key);
    } catch {
      // Nothing was kept.
    }
  },
};
