import { isPlainText, MESSAGES } from '@evisa/contracts';

/** No text field of the application is anywhere near this long; longer strings are refused outright. */
export const MAX_STRING_LENGTH = 2000;
/** Deeper than any payload of the API (the SAARC list is the deepest: body > list > entry). */
export const MAX_DEPTH = 8;

/** Keys that would reach Object.prototype through a careless merge (Object.assign, lodash.merge ...). */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Why a request value is refused before any code reads it, or undefined when it is acceptable: a string over
 * MAX_STRING_LENGTH or holding control or bidirectional formatting characters (line breaks aside: the step
 * rules refuse those in single-line fields with the field's message), a key that MongoDB would read as an operator (`$ne`) or a path (`a.b`), a prototype key,
 * or nesting deeper than MAX_DEPTH. This is a safety net under the DTOs and the mongoose settings
 * (sanitizeFilter, strictQuery): it holds for endpoints whose body is not a DTO, such as multipart fields.
 */
export function findUnsafeInput(value: unknown, path = '', depth = 0): { path: string; reason: string } | undefined {
  if (typeof value === 'string') {
    if (value.length > MAX_STRING_LENGTH) return { path, reason: `longer than ${MAX_STRING_LENGTH} characters` };
    return isPlainText(value, true) ? undefined : { path, reason: MESSAGES.invalidCharacters };
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  if (depth >= MAX_DEPTH) return { path, reason: 'nested too deeply' };
  for (const key of Object.keys(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.startsWith('$')) return { path: at, reason: 'a key may not start with $' };
    if (key.includes('.')) return { path: at, reason: 'a key may not contain a dot' };
    if (PROTOTYPE_KEYS.has(key)) return { path: at, reason: 'reserved key' };
    const found = findUnsafeInput((value as Record<string, unknown>)[key], at, depth + 1);
    if (found) return found;
  }
  return undefined;
}
