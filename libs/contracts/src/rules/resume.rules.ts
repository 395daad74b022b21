import { readValues } from '../values/untrusted';
import { checkDateIfGiven, checkRequired } from './checks';
import { ErrorCollector, type FieldErrors } from './field-errors';

/**
 * Resume, visa-fee and status lookups (spec 5.7): the application number is required, and so is the date of
 * birth, the pair the payment notice names for paying later (issue 4 point 7).
 */
export function validateResume(values: unknown): FieldErrors {
  const reader = readValues(values);
  const errors = new ErrorCollector();
  checkRequired(reader, errors, 'applicationId');
  if (checkRequired(reader, errors, 'dateOfBirth')) checkDateIfGiven(reader, errors, 'dateOfBirth');
  return errors.errors;
}
