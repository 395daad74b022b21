const KIB = 1024;
const MIB = 1024 * 1024;

/** A byte count as people write it ('20 KB', '2 MB') in the reader's language. */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] = bytes >= MIB ? [bytes / MIB, 'megabyte'] : [bytes / KIB, 'kilobyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
