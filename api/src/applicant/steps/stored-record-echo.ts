import { APPLICATION_RECORD_FIELDS } from '@evisa/contracts';
import { Allow } from 'class-validator';

/**
 * Spec 7's call table has some steps (2 and 7) send the whole stored record back, not only their own answers.
 * This class decorator lets a step's body carry the record's other known fields (APPLICATION_RECORD_FIELDS): they
 * pass the validation pipe unchecked, and the step's service never reads them, so nothing of theirs is written.
 * Fields the record does not have are still refused (forbidNonWhitelisted).
 */
export function AcceptsStoredRecord(ownFields: readonly string[]): ClassDecorator {
  return (target) => {
    for (const field of APPLICATION_RECORD_FIELDS) {
      if (!ownFields.includes(field)) Allow()(target.prototype as object, field);
    }
  };
}
