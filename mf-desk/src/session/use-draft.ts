import { useCallback, useState } from 'react';

const PREFIX = 'evisa-desk-draft:';

// Storage may be refused (a private window's quota, a policy): a draft is then only in memory, as before.
function read(key: string): string {
  try {
    return sessionStorage.getItem(PREFIX + key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string, value: string): void {
  try {
    if (value) sessionStorage.setItem(PREFIX + key, value);
    else sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Kept in memory only.
  }
}

/**
 * Text a member of staff is typing, kept in this tab's session storage so that it survives the session ending
 * (the sign-in takes the page's place, then the page comes back) until it is saved (`clear`) or they sign out.
 */
export function useDraft(key: string): [string, (value: string) => void, () => void] {
  const [value, setValue] = useState(() => read(key));
  const update = useCallback(
    (next: string) => {
      setValue(next);
      write(key, next);
    },
    [key],
  );
  const clear = useCallback(() => update(''), [update]);
  return [value, update, clear];
}

/** Forgets every draft of this tab (on signing out: the next person at this browser does not see them). */
export function clearDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
