import { SECURITY_QUESTIONS } from '@evisa/reference-data';
import { readValues } from '../values/untrusted';
import { QUESTIONS_DECLARATIONS } from '../application/questions';
import { checkOptions, checkRequired, checkRequiredFields, checkTextCharacters } from './checks';
import { ErrorCollector, type FieldErrors } from './field-errors';

/**
 * Questions page (spec 5.6): each question answered 'Yes' or 'No', the details of every 'Yes' given, and the
 * declaration accepted.
 */
export function validateQuestions(values: unknown): FieldErrors {
  const input = readValues(values);
  const errors = new ErrorCollector();
  checkRequiredFields(input, errors, QUESTIONS_DECLARATIONS);
  checkOptions(input, errors, QUESTIONS_DECLARATIONS);
  for (const { key, detailField } of SECURITY_QUESTIONS) {
    if (!errors.has(key) && input.text(key) === 'Yes') checkRequired(input, errors, detailField, 'detailsRequired');
  }
  if (!input.flag('declaration')) errors.add('declaration', 'declarationRequired');
  checkTextCharacters(input, errors, QUESTIONS_DECLARATIONS);
  return errors.errors;
}
