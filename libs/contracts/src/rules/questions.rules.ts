import { SECURITY_QUESTIONS } from '@evisa/reference-data';
import { readValues } from '../values/untrusted';
import { checkRequired, checkTextCharacters } from './checks';
import { ErrorCollector, type FieldErrors } from './field-errors';

/**
 * Questions page (spec 5.6): each question answered 'Yes' or 'No', the details of every 'Yes' given, and the
 * declaration accepted.
 */
export function validateQuestions(values: unknown): FieldErrors {
  const input = readValues(values);
  const errors = new ErrorCollector();
  for (const { key, detailField } of SECURITY_QUESTIONS) {
    if (!checkRequired(input, errors, key)) continue;
    const answer = input.text(key);
    if (answer === 'Yes') checkRequired(input, errors, detailField, 'detailsRequired');
    else if (answer !== 'No') errors.add(key, 'invalidOption');
  }
  if (!input.flag('declaration')) errors.add('declaration', 'declarationRequired');
  checkTextCharacters(input, errors);
  return errors.errors;
}
