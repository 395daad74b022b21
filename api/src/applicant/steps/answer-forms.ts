import type { Answers } from './step-answers';

/** A form flag ('true'/'false' or a boolean) as stored: a boolean, false when not answered. */
export function toFlag(value: unknown): boolean {
  return value === true || value === 'true';
}

/** Sets the stored form of flag fields and the defaults of unanswered questions. */
export function withDefaults(answers: Answers, flags: readonly string[], defaults: Record<string, string> = {}): Answers {
  const result = { ...answers };
  for (const field of flags) result[field] = toFlag(result[field]);
  for (const [field, value] of Object.entries(defaults)) {
    if (result[field] === undefined || result[field] === null || result[field] === '') result[field] = value;
  }
  return result;
}
