/** Reads fields from input that may be anything (untrusted JSON on the server), without ever throwing. */
export type ValuesReader = {
  /** The trimmed text of a field: '' for missing, blank and non-text values; finite numbers as digits. */
  text(field: string): string;
  /** The raw value of an own property of the input, or undefined. */
  raw(field: string): unknown;
  /** Whether a flag field is on: true or the form's 'true'. */
  flag(field: string): boolean;
  /** The names of the input's own fields. */
  fields(): string[];
};

export function asText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function isBlank(value: unknown): boolean {
  return asText(value) === '';
}

export function readValues(values: unknown): ValuesReader {
  const record = values !== null && typeof values === 'object' && !Array.isArray(values) ? (values as Record<string, unknown>) : {};
  const raw = (field: string) => (Object.prototype.hasOwnProperty.call(record, field) ? record[field] : undefined);
  return {
    raw,
    text: (field) => asText(raw(field)),
    flag: (field) => raw(field) === true || raw(field) === 'true',
    fields: () => Object.keys(record),
  };
}
