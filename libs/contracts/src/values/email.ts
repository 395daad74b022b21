// A practical address check: a local part, one @, and a domain of dot-separated labels ending in a 2+ letter TLD.
const EMAIL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length <= 254 && EMAIL.test(value.trim());
}

/** Whether two typed addresses are the same mailbox: surrounding spaces and letter case do not count. */
export function isSameEmail(a: unknown, b: unknown): boolean {
  return typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();
}
