import { APPLICATION_TYPES, DOCUMENT_UPLOAD_RULES, PHOTO_POLICY, UPLOAD_RULES } from '@evisa/reference-data';
import { perLanguage } from './format';
import type { TFunction, TOptions } from './translator';

const KIB = 1024;
const MIB = 1024 * 1024;

/** A byte count as people write it ('20 KB', '2 MB') in the reader's language. */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] = bytes >= MIB ? [bytes / MIB, 'megabyte'] : [bytes / KIB, 'kilobyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/** The formats an upload takes, by the names people know them by. */
const FORMAT_NAMES: Record<string, string> = { 'image/jpeg': 'JPG', 'image/png': 'PNG', 'application/pdf': 'PDF' };
const formatList = (types: readonly string[], language: string) =>
  new Intl.ListFormat(language, { type: 'disjunction' }).format(types.map((type) => FORMAT_NAMES[type] ?? type));

const processing = (value: 'normal' | 'urgent') => APPLICATION_TYPES.find((type) => type.value === value)!.processingTime;

/**
 * Every rule figure a text may state, in the reader's language, from the one definition the uploads and the server
 * enforce: a text writes `{{rule.photoMaxSize}}`, never '1 MB', so a change of a limit changes every page.
 */
export const ruleValues = perLanguage((language) => ({
  /** The photo upload's formats ('JPG or PNG') and largest size. */
  photoFormats: formatList(UPLOAD_RULES.mimeTypes, language),
  photoMaxSize: formatFileSize(UPLOAD_RULES.maxBytes, language),
  /** The same limit in bytes ('1,048,576'), for a reader whose device counts differently. */
  photoMaxBytes: new Intl.NumberFormat(language).format(UPLOAD_RULES.maxBytes),
  /** The documents' formats ('JPG, PNG or PDF') and largest size. */
  documentFormats: formatList(DOCUMENT_UPLOAD_RULES.mimeTypes, language),
  documentMaxSize: formatFileSize(DOCUMENT_UPLOAD_RULES.maxBytes, language),
  /** The government's photo policy (guidance, spec 5.8): its format and size range. */
  photoPolicyFormat: PHOTO_POLICY.format,
  photoPolicyMinSize: formatFileSize(PHOTO_POLICY.minBytes, language),
  photoPolicyMaxSize: formatFileSize(PHOTO_POLICY.maxBytes, language),
  /** Processing times of the application types: normal in business days, urgent in business hours. */
  normalMin: processing('normal').min,
  normalMax: processing('normal').max,
  urgentMin: processing('urgent').min,
  urgentMax: processing('urgent').max,
}));

export type RuleValues = ReturnType<typeof ruleValues>;

/** `t` whose texts may state rule figures: `{{rule.<name>}}` is filled from ruleValues in the page's language. */
export function withRuleValues(t: TFunction, language: string): TFunction {
  const rule = ruleValues(language);
  return (key: string, options?: TOptions) => t(key, { rule, ...options });
}
