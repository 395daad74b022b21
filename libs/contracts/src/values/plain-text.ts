/**
 * What no stored text may hold: control characters of C0 (tab included) and C1, DEL, the
 * bidirectional embeddings, overrides and isolates that make text read differently from what it is (U+202A-E,
 * U+2066-9), and lone surrogates. Line breaks are the one exception, and only in multi-line fields (kind 'multiLine').
 */
const UNSAFE = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'gu');

/** Line breaks: CR, LF, NEL and the Unicode line and paragraph separators. */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;
const LINE_BREAKS_ALL = /\r\n|[\r\n\u0085\u2028\u2029]/g;

/** True when the text holds none of the characters above (and no line break unless `multiLine`). */
export function isPlainText(text: string, multiLine = false): boolean {
  return !UNSAFE.test(text) && (multiLine || !LINE_BREAK.test(text));
}

/**
 * The text with those characters removed (line breaks become spaces unless `multiLine`, then "\n"): for text
 * leaving the service, such as e-mails, whatever was stored before the rule existed.
 */
export function toPlainText(text: string, multiLine = false): string {
  return text.replace(UNSAFE_ALL, '').replace(LINE_BREAKS_ALL, multiLine ? '\n' : ' ');
}

/**
 * A person's name as passports print it: letters of any script with their combining marks (and the zero-width
 * joiners some scripts need between letters), separated by spaces, hyphens, apostrophes and full stops; it
 * starts with a letter.
 */
const PERSON_NAME = /^\p{L}[\p{L}\p{M}\u200C\u200D '’.-]*$/u;

export function isPersonName(text: string): boolean {
  return PERSON_NAME.test(text);
}
