import { declarationOf } from '../application/declared-fields';
import { readValues } from '../values/untrusted';
import { checkEveryTextAnswer } from './checks';
import { ErrorCollector, type FieldErrors } from './field-errors';

/**
 * A shared rule as the API runs it. The rule checks the characters of the answers its own table declares, so a
 * step's form needs no other step's declarations; this also checks every other text answer of the input (a stored
 * record's under a step's new answers, a form's extra fields) by the kind whichever form declares it, as one line
 * of plain text when none does.
 */
export function checkingEveryAnswer<C extends unknown[]>(rule: (values: unknown, ...context: C) => FieldErrors): (values: unknown, ...context: C) => FieldErrors {
  return (values, ...context) => {
    const errors = new ErrorCollector(rule(values, ...context));
    checkEveryTextAnswer(readValues(values), errors, declarationOf);
    return errors.errors;
  };
}
