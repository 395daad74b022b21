import { readValues } from '../values/untrusted';
import { ErrorCollector, type FieldErrors } from './field-errors';

/** Payment page (spec 5.7): the non-refundable undertaking, agreeTerms, must be ticked before paying. */
export function validatePaymentConsent(values: unknown): FieldErrors {
  const errors = new ErrorCollector();
  if (!readValues(values).flag('agreeTerms')) errors.add('agreeTerms', 'undertakingRequired');
  return errors.errors;
}
