/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES, REFUND_RULES, REVIEW_STATES, type RefundScope, type ReviewState } from '@evisa/contracts';
import { APPLICATION_TYPES, DOCUMENT_UPLOAD_RULES, isVisaBranch, PHOTO_POLICY, UPLOAD_RULES, VISA_SERVICES } from '@evisa/reference-data';
import { LANGUAGE_CODES } from './languages';
import { ruleValues } from './rule-values';

// What a page or message tells an applicant about a rule (a file size, a file format, a processing time, a fee) must
// be what the one definition says, which the uploads and the server enforce. Texts state rule figures as
// `{{rule.<name>}}`, filled from the definitions (rule-values.ts); what a text still states in words is checked here,
// in English with its rule figures filled in; every other language states the same numbers (locales-complete.spec.ts
// compares them with English).
const ROOT = path.resolve(__dirname, '../../..');
/** Every text an applicant reads (the agency's desk is its staff's). */
const LOCALE_ROOTS = ['libs/i18n', 'shell', 'mf-info-pages', 'mf-application', 'mf-documents', 'mf-payment'];

function strings(value: unknown, at: string): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${at}.${key}`));
  return [];
}

function localeTexts(language: string): { at: string; text: string }[] {
  const files = LOCALE_ROOTS.flatMap((root) => {
    const dir = path.join(ROOT, root, 'locales', language);
    return fs.readdirSync(dir).filter((name) => name.endsWith('.json')).map((name) => path.join(root, 'locales', language, name));
  });
  return files.flatMap((file) => strings(JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')), file));
}

const RULE_PLACEHOLDER = /\{\{rule\.(\w+)\}\}/g;
const ENGLISH_RULES: Record<string, unknown> = ruleValues('en');

/** Every English text as a reader sees it: its rule figures filled in from the definitions. */
function englishTexts(): { at: string; text: string }[] {
  return [...localeTexts('en'), ...strings(MESSAGES, 'MESSAGES')].map(({ at, text }) => ({
    at,
    text: text.replace(RULE_PLACEHOLDER, (placeholder, name: string) => String(ENGLISH_RULES[name] ?? placeholder)),
  }));
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`);
const SIZES = /(\d+(?:\.\d+)?) ?(KB|kB|MB)\b/g;

/** Every size a rule defines: the uploads' limits and the government's photo policy. */
const DEFINED_SIZES = new Set([UPLOAD_RULES.maxBytes, DOCUMENT_UPLOAD_RULES.maxBytes, PHOTO_POLICY.minBytes, PHOTO_POLICY.maxBytes].map(sizeText));
const DEFINED_BYTES = new Set([UPLOAD_RULES.maxBytes, DOCUMENT_UPLOAD_RULES.maxBytes].map((bytes) => bytes.toLocaleString('en')));
const DEFINED_PROCESSING = new Set(
  APPLICATION_TYPES.map(({ processingTime: { min, max, unit } }) => `${min} to ${max} ${unit === 'businessDays' ? 'business days' : 'business hours'}`),
);
const PROCESSED_OTHERWISE = /process\w* (?:with)?in (?:a few )?(?:hours|minutes)|process\w* (?:on )?the (?:same|next) day/gi;
/** The formats an upload takes, by the names a text gives them. */
const FORMAT_NAMES: Record<string, string> = { 'image/jpeg': 'JPG|JPEG', 'image/png': 'PNG', 'application/pdf': 'PDF' };
const ACCEPTED_FORMATS = new Set(DOCUMENT_UPLOAD_RULES.mimeTypes.flatMap((type) => FORMAT_NAMES[type]!.split('|')));

/** An amount of money, however it is written: fees come from the fee table (visa-fee-details, the payment step). */
const MONEY = /(?:US)?\$ ?\d|€ ?\d|\d+(?:[.,]\d+)? ?(?:USD|US dollars|dollars|EUR)\b/g;

/** The statements of one kind in every English text that differ from what is defined. */
function differing(pattern: RegExp, defined: (statement: RegExpExecArray) => boolean) {
  return englishTexts().flatMap(({ at, text }) => [...text.matchAll(pattern)].filter((statement) => !defined(statement)).map((statement) => `${at}: ${statement[0]}`));
}

describe('rules as the pages state them', () => {
  it('state only the file sizes the rules define', () => {
    expect(differing(SIZES, ([, amount, unit]) => DEFINED_SIZES.has(`${amount} ${unit!.toUpperCase()}`))).toEqual([]);
    expect(differing(/(\d{1,3}(?:,\d{3})+) bytes/g, ([, bytes]) => DEFINED_BYTES.has(bytes!))).toEqual([]);
  });

  it('state only the processing times the application types define', () => {
    expect(differing(/(\d+) to (\d+) business (days|hours)/g, ([statement]) => DEFINED_PROCESSING.has(statement))).toEqual([]);
    // A processing time said another way ('processed within hours') is no definition's.
    expect(differing(PROCESSED_OTHERWISE, () => false)).toEqual([]);
  });

  it('name only the file formats the uploads accept', () => {
    expect(differing(/\b(JPE?G|PNG|PDF|GIF|WEBP|HEIC|TIFF?|BMP)\b/g, ([, format]) => ACCEPTED_FORMATS.has(format!))).toEqual([]);
  });

  it('state no amount of money: fees are shown only from the fee table', () => {
    expect(differing(MONEY, () => false)).toEqual([]);
  });

  it("state each visa's validity as the visa services define it (the home page's cards)", () => {
    const cards = JSON.parse(fs.readFileSync(path.join(ROOT, 'mf-info-pages/locales/en/info-home.json'), 'utf8')).home.categories as Record<string, { validity: string } | string>;
    const stated = (validity: string) => [...validity.matchAll(/(\d+) (days?|years?)\b/g)].map(([, count, unit]) => Number(count) * (unit!.startsWith('year') ? 365 : 1));
    const differing = VISA_SERVICES.filter((service) => typeof cards[service.value] === 'object').flatMap((service) => {
      const defined = service.durationDays !== undefined ? [service.durationDays] : service.options.filter(isVisaBranch).map((option) => option.durationDays);
      const { validity } = cards[service.value] as { validity: string };
      return String(stated(validity)) === String(defined) ? [] : [`${service.value}: "${validity}" for ${defined.join(', ')} days`];
    });
    expect(differing).toEqual([]);
  });

  it('state the refund terms the refund rules apply: the whole fee only before submission, nothing from submission on', () => {
    const { refundPolicy } = JSON.parse(fs.readFileSync(path.join(ROOT, 'mf-info-pages/locales/en/info-refund-policy.json'), 'utf8'));
    // Each statement of the refund policy page, the rule it states and the states it covers.
    const statements: { text: string; scope: RefundScope; states: ReviewState[] }[] = [
      { text: refundPolicy.points[1], scope: 'nothing', states: ['submitted', 'granted'] },
      { text: refundPolicy.points[2], scope: 'nothing', states: ['refused'] },
      { text: refundPolicy.points[3], scope: 'wholeFee', states: ['received', 'in_review', 'changes_requested'] },
    ];
    expect(statements.map(({ text }) => text)).toEqual([
      expect.stringMatching(/^A submitted application cannot be cancelled or refunded\.$/),
      expect.stringMatching(/^There is no refund if the Government of India rejects the application/),
      expect.stringMatching(/^The one exception: .* before it is submitted .* we refund the whole fee/),
    ]);
    // Every state the applicant can be in is stated (a refunded one has nothing left), and as the rules say.
    const stated = Object.fromEntries(statements.flatMap(({ scope, states }) => states.map((state) => [state, scope])));
    expect(stated).toEqual(Object.fromEntries(REVIEW_STATES.filter((state) => state !== 'refunded').map((state) => [state, REFUND_RULES[state]])));
  });

  it('fill every rule figure from a definition, in every language', () => {
    const unknown = LANGUAGE_CODES.flatMap((language) =>
      localeTexts(language).flatMap(({ at, text }) => [...text.matchAll(RULE_PLACEHOLDER)].filter(([, name]) => !(name! in ENGLISH_RULES)).map(([placeholder]) => `${at}: ${placeholder}`)),
    );
    expect(unknown).toEqual([]);
    expect(englishTexts().filter(({ text }) => text.includes('{{rule.'))).toEqual([]);
  });

  it('would catch a page stating another rule (the check itself)', () => {
    const stated = [...'Upload a JPEG of 20 KB to 3 MB, processed in 2 to 4 business days'.matchAll(SIZES)].map(([, amount, unit]) => DEFINED_SIZES.has(`${amount} ${unit}`));
    expect(stated).toEqual([true, false]);
    expect(DEFINED_PROCESSING.has('2 to 4 business days')).toBe(false);
    expect('Most applications processed within hours.'.match(PROCESSED_OTHERWISE)).toHaveLength(1);
    expect(ACCEPTED_FORMATS.has('GIF')).toBe(false);
    expect(['The service fee is $89.', 'Total: 25 USD', 'US$ 10'].filter((text) => new RegExp(MONEY.source).test(text))).toHaveLength(3);
  });
});
