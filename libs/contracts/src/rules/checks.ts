import { isCountryCode, isOptionValue } from '@evisa/reference-data';
import { CHOICE_LISTS } from '../application/choice-lists';
import { choiceListOf, declarationIn, requiredMessageOf, type DeclarationTable, type FieldDeclaration } from '../application/field-declaration';
import type { MessageKey } from '../messages';
import { isValidEmail } from '../values/email';
import { isIsoDate } from '../values/iso-date';
import { isValidPhone } from '../values/phone';
import { isPersonName, isPlainText } from '../values/plain-text';
import type { ValuesReader } from '../values/untrusted';
import { CONDITIONS, type ConditionalGroup } from './conditions';
import type { ErrorCollector } from './field-errors';

// Building blocks of the step rules. Each adds at most one error and reports whether the field passed so far.

export function checkRequired(values: ValuesReader, errors: ErrorCollector, field: string, key: MessageKey = 'required'): boolean {
  if (values.text(field) !== '') return true;
  errors.add(field, key);
  return false;
}

export function checkAllRequired(values: ValuesReader, errors: ErrorCollector, fields: readonly string[], key: MessageKey = 'required'): void {
  fields.forEach((field) => checkRequired(values, errors, field, key));
}

/** The fields of the table required whatever the other answers, each with its declared message. */
export function checkRequiredFields(values: ValuesReader, errors: ErrorCollector, declarations: DeclarationTable): void {
  for (const [field, declaration] of Object.entries(declarations)) {
    const key = requiredMessageOf(declaration);
    if (key && !declaration.askedWhen) checkRequired(values, errors, field, key);
  }
}

/**
 * The required fields of the table that an answer reveals, while it reveals them: each with its declared message,
 * and only when the revealing answer itself passed its checks (run those first).
 */
export function checkRevealedFields(values: ValuesReader, errors: ErrorCollector, declarations: DeclarationTable): void {
  for (const [field, declaration] of Object.entries(declarations)) {
    const key = requiredMessageOf(declaration);
    if (!key || !declaration.askedWhen) continue;
    if (!errors.has(CONDITIONS[declaration.askedWhen].trigger) && isAsked(values, declaration.askedWhen)) checkRequired(values, errors, field, key);
  }
}

/** Whether the answers ask for the fields declared `askedWhen` this condition. */
export function isAsked(values: ValuesReader, condition: ConditionalGroup): boolean {
  const { trigger, holds } = CONDITIONS[condition];
  return holds(values.raw(trigger));
}

/** Every answer given to a field of the table that names its list of choices: one of that list's options. */
export function checkOptions(values: ValuesReader, errors: ErrorCollector, declarations: DeclarationTable): void {
  for (const [field, declaration] of Object.entries(declarations)) {
    const given = values.text(field);
    if (declaration.options && given !== '' && !errors.has(field) && !isOptionValue(CHOICE_LISTS[declaration.options], given)) errors.add(field, 'invalidOption');
  }
}

/** A select field of the table: required, and one of its declared list's options. */
export function checkOption(values: ValuesReader, errors: ErrorCollector, field: string, declarations: DeclarationTable): boolean {
  if (!checkRequired(values, errors, field)) return false;
  const declaration = declarationIn(declarations, field);
  const list = declaration && choiceListOf(declaration);
  if (!list) throw new Error(`${field} names no list of choices`);
  if (isOptionValue(CHOICE_LISTS[list], values.text(field))) return true;
  errors.add(field, 'invalidOption');
  return false;
}

/** A country select, when filled in: an ISO alpha-2 code of the country list. */
export function checkCountryIfGiven(values: ValuesReader, errors: ErrorCollector, field: string): void {
  const code = values.text(field);
  if (code !== '' && !isCountryCode(code)) errors.add(field, 'invalidOption');
}

export function checkCountry(values: ValuesReader, errors: ErrorCollector, field: string): void {
  if (checkRequired(values, errors, field)) checkCountryIfGiven(values, errors, field);
}

/** A date field, when filled in: a real yyyy-mm-dd date. Returns the date when it is one. */
export function checkDateIfGiven(values: ValuesReader, errors: ErrorCollector, field: string): string | undefined {
  const date = values.text(field);
  if (date === '') return undefined;
  if (isIsoDate(date)) return date;
  errors.add(field, 'invalidDate');
  return undefined;
}

export function checkPhoneIfGiven(
  values: ValuesReader,
  errors: ErrorCollector,
  field: string,
  digits: { readonly min: number; readonly max: number },
  key: MessageKey = 'invalidPhone',
): void {
  const phone = values.text(field);
  if (phone !== '' && !isValidPhone(phone, digits.min, digits.max)) errors.add(field, key);
}

export function checkEmailIfGiven(values: ValuesReader, errors: ErrorCollector, field: string): void {
  const email = values.text(field);
  if (email !== '' && !isValidEmail(email)) errors.add(field, 'invalidEmail');
}

/**
 * Every text answer of the input that the table declares, by its declared kind: a person's name as passports print
 * it, any other text without control or bidirectional formatting characters, with line breaks only in multi-line
 * fields. A field that already has an error keeps it. The input's other answers (a stored record's, under a step's
 * new ones) are not the table's to judge: the API checks every answer (checkingEveryAnswer).
 */
export function checkTextCharacters(values: ValuesReader, errors: ErrorCollector, declarations: DeclarationTable): void {
  const declared = values.fields().filter((field) => declarationIn(declarations, field) !== undefined);
  checkCharacters(values, errors, declared, (field) => declarationIn(declarations, field));
}

/** Every text answer of the input, by the kind `declarationOf` gives it, as one line of plain text when it gives none. */
export function checkEveryTextAnswer(values: ValuesReader, errors: ErrorCollector, declarationOf: (field: string) => FieldDeclaration | undefined): void {
  checkCharacters(values, errors, values.fields(), declarationOf);
}

function checkCharacters(values: ValuesReader, errors: ErrorCollector, fields: readonly string[], declarationOf: (field: string) => FieldDeclaration | undefined): void {
  for (const field of fields) {
    const text = values.raw(field);
    if (typeof text !== 'string' || text.trim() === '' || errors.has(field)) continue;
    const kind = declarationOf(field)?.kind;
    if (kind === 'name') {
      if (!isPersonName(text.trim())) errors.add(field, 'invalidName');
    } else if (!isPlainText(text, kind === 'multiLine')) errors.add(field, 'invalidCharacters');
  }
}
