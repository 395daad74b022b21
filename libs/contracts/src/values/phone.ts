/** Characters a phone number may be typed with besides digits: spaces, hyphens, dots and brackets. */
const PHONE_CHARACTERS = /^\+?[\d\s\-.()]+$/;

/** How many digits a text holds, ignoring everything else ('+44 20 7946' has 7). */
export function digitCount(value: unknown): number {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value : '';
  return text.replace(/\D/g, '').length;
}

/**
 * A phone number of `min` to `max` digits. Spaces, hyphens, dots, brackets and one leading + are allowed
 * between them; letters and other symbols are not.
 */
export function isValidPhone(value: unknown, min: number, max: number): boolean {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!PHONE_CHARACTERS.test(text)) return false;
  const digits = digitCount(text);
  return digits >= min && digits <= max;
}

/** Digit limits of spec 9.1. */
export const PHONE_DIGITS = {
  contactNo: { min: 6, max: 15 },
  presentPhoneNo: { min: 7, max: 15 },
  presentMobileNo: { min: 10, max: 15 },
  reference: { min: 10, max: 15 },
  /** Phones of the purpose sections, which the spec leaves open: the step-1 contact limits. */
  other: { min: 6, max: 15 },
} as const;
