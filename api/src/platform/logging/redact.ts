/**
 * Personal data must never reach a log line (issue 8): passport numbers, national ids, dates of birth, e-mail
 * addresses and phone numbers. Two nets: values under a sensitive key are replaced wherever they sit in a
 * logged object, and free text (error messages, e.g. a duplicate-key error that quotes the key's value) is
 * scrubbed of anything shaped like such data. Application ids and file names are kept: they identify a case
 * for support without identifying a person.
 */
export const CENSOR = '[redacted]';

/** Keys whose value is personal data, matched case-insensitively anywhere in a logged object. */
const SENSITIVE_KEY =
  /passport|nationalid|dateofbirth|birth_?date|^dob$|e-?mail|contact|phone|mobile|phno|surname|givenname|name$|address|addr|cookie|authorization|password|secret|token|^body$|^query$/i;

/** Keys that look sensitive by the pattern above but carry no personal data. */
const SAFE_KEYS = new Set(['hostname', 'username', 'name', 'pathname', 'filename']);

export function isSensitiveKey(key: string): boolean {
  return !SAFE_KEYS.has(key) && SENSITIVE_KEY.test(key);
}

const TEXT_PATTERNS: [RegExp, string][] = [
  // The value a MongoDB error quotes: `dup key: { email: "a@b.c" }`, `Cast to date failed for value "..."`.
  [/(dup key:\s*)\{[^}]*\}/gi, `$1{ ${CENSOR} }`],
  [/(for value\s+)("[^"]*"|'[^']*'|\{[^}]*\}|\S+)/gi, `$1${CENSOR}`],
  // E-mail addresses.
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g, CENSOR],
  // Calendar dates (a date of birth in any common layout).
  [/\b\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\b/g, CENSOR],
  [/\b\d{1,2}[-/.]\d{1,2}[-/.]\d{4}\b/g, CENSOR],
  // Phone numbers: 6 or more digits, possibly grouped with spaces, dots, dashes or brackets.
  [/\+?\(?\d[\d\s().-]{4,}\d/g, CENSOR],
  // Passport and national id numbers: a token of 6 to 20 letters and digits holding at least 3 digits, except
  // our own application ids (IN + 13 characters) which stay readable for support.
  [/\b(?!IN[0-9A-Z]{13}\b)(?=[A-Z0-9]*\d[A-Z0-9]*\d[A-Z0-9]*\d)[A-Z0-9]{6,20}\b/gi, CENSOR],
];

/** Free text with anything shaped like personal data replaced. */
export function redactText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of TEXT_PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

const MAX_DEPTH = 8;

/** Strings under these keys are identifiers we make ourselves (request id, route path): kept as they are. */
const OWN_VALUE_KEYS = new Set(['id', 'reqId', 'requestId', 'path', 'method', 'context', 'hostname', 'level', 'type']);

/**
 * A copy of `value` safe to log: sensitive keys censored at any depth, strings scrubbed, errors reduced to
 * their name and scrubbed message (never their stack's arguments or attached documents).
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[depth]';
  if (value instanceof Date) return value;
  if (value instanceof Error) {
    return { type: value.name, message: redactText(value.message), stack: value.stack ? redactText(value.stack) : undefined };
  }
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  // Class instances (pino-http's request and response) are left to their serializers, which keep no data.
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (isSensitiveKey(key) && item !== undefined && item !== null && item !== '') out[key] = CENSOR;
    else if (OWN_VALUE_KEYS.has(key) && typeof item === 'string') out[key] = item;
    else out[key] = redactValue(item, depth + 1);
  }
  return out;
}
