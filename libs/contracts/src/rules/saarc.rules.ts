import { isSaarcCountry, saarcYearChoices } from '@evisa/reference-data';
import type { MessageKey } from '../messages';
import { asText } from '../values/untrusted';
import type { ValuesReader } from '../values/untrusted';
import { assertRuleContext, type ErrorCollector, type RuleContext } from './field-errors';

export type SaarcVisitPart = 'country' | 'year' | 'visits';

/** The error field of one part of one SAARC entry, e.g. 'saarcDetails.0.year'. */
export function saarcErrorField(index: number, part: SaarcVisitPart): string {
  return `saarcDetails.${index}.${part}`;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function isValidVisits(value: unknown): boolean {
  const text = asText(value);
  return /^\d+$/.test(text) && Number(text) >= 1;
}

/** The messages of each part of one entry, in the order the page shows them. */
function entryProblems(entry: unknown, today: string): Partial<Record<SaarcVisitPart, MessageKey>> {
  const { country, year, visits } = asRecord(entry);
  const problems: Partial<Record<SaarcVisitPart, MessageKey>> = {};
  if (asText(country) === '') problems.country = 'countryRequired';
  else if (!isSaarcCountry(asText(country))) problems.country = 'invalidOption';
  if (asText(year) === '') problems.year = 'yearRequired';
  else if (!saarcYearChoices(today).includes(Number(asText(year)))) problems.year = 'invalidOption';
  if (!isValidVisits(visits)) problems.visits = 'invalidVisits';
  return problems;
}

/** Spec 5.4: when saarcCountries is 'yes', at least one entry, each with country, year and visits above zero. */
export function checkSaarcVisits(input: ValuesReader, errors: ErrorCollector, today: string): void {
  const answer = input.text('saarcCountries') || 'no';
  if (answer !== 'yes' && answer !== 'no') return errors.add('saarcCountries', 'invalidOption');
  if (answer === 'no') return;
  const entries = input.raw('saarcDetails');
  if (!Array.isArray(entries) || entries.length === 0) return errors.add('saarcDetails', 'saarcVisitRequired');
  entries.forEach((entry, index) => {
    for (const [part, key] of Object.entries(entryProblems(entry, today))) {
      errors.add(saarcErrorField(index, part as SaarcVisitPart), key);
    }
  });
}

/**
 * The "add" button of the SAARC list (spec 5.4): every part must be filled in before an entry is added.
 * Returns the message to show, or undefined when the entry may be added.
 */
export function validateSaarcEntryToAdd(entry: unknown, ctx: RuleContext): MessageKey | undefined {
  assertRuleContext(ctx);
  const { country, year, visits } = asRecord(entry);
  if ([country, year, visits].some((part) => asText(part) === '')) return 'saarcEntryIncomplete';
  const problems = entryProblems(entry, ctx.today);
  return problems.country ?? problems.year ?? problems.visits;
}
