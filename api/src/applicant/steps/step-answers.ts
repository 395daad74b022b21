import { hasErrors, ruleContextFor, todayIso, type ApplicationRecord, type ApplicationStep, type FieldErrors, type RuleContext } from '@evisa/contracts';
import type { ApplicationsRepository } from '../applications/applications.repository';
import { FieldValidationException } from '../../platform/common/field-validation.exception';

export type Answers = Record<string, unknown>;

/** What every step declares: which step it is and how its answers are read. */
interface StepForms {
  step: ApplicationStep;
  /** Stored forms of the answers: booleans from 'true'/'false', defaults of yes/no questions. */
  normalise?(answers: Answers): Answers;
  /** Fields the answers hide (a 'No' hides its details): never stored, removed from the record. */
  hidden?(answers: Answers): readonly string[];
}

/**
 * What differs between the steps whose fields or rule depend on the stored application (other steps' answers,
 * the order it belongs to); the saving itself (saveStepAnswers) is the same for all of them.
 */
export interface StepDefinition extends StepForms {
  /** The record fields this step owns, for this application (step 4's follow its visa sub-category). */
  fields(record: ApplicationRecord): readonly string[];
  /** Record fields outside the step that a save removes (step 4: the other purpose sections). */
  alsoUnset?(record: ApplicationRecord): readonly string[];
  /** The shared rule of @evisa/contracts, given the answers merged over the stored record. */
  validate(values: Answers, ctx: RuleContext): FieldErrors;
}

/**
 * A step whose fields and rule depend on its own answers and today's date only (not on other steps' answers nor
 * on the application's order): its save checks the answers alone and writes them without reading the application
 * first (the update's edit guard still refuses a locked or unknown one).
 */
export interface SelfContainedStep extends StepForms {
  selfContained: true;
  fields(): readonly string[];
  /** The shared rule of @evisa/contracts, given the step's answers and a context that holds today only. */
  validate(values: Answers, ctx: RuleContext): FieldErrors;
}

export type StepSaveResult = {
  uniqueId: string;
  /** Save and exit only: answers given but not stored because they are not valid yet. */
  skippedFields?: string[];
};

export function isEmptyAnswer(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function trimmed(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/** The step's answers from a request body: only its own fields, trimmed, normalised, hidden ones left out. */
export function stepAnswers(definition: Pick<StepDefinition, 'normalise' | 'hidden'>, fields: readonly string[], body: object): Answers {
  const given = body as Answers;
  const picked: Answers = {};
  for (const field of fields) {
    if (Object.prototype.hasOwnProperty.call(given, field)) picked[field] = trimmed(given[field]);
  }
  const answers = definition.normalise ? definition.normalise(picked) : picked;
  for (const field of definition.hidden?.(answers) ?? []) delete answers[field];
  return answers;
}

/** The record as it would be after the save: the step's stored answers replaced by the new ones. */
function mergedOver(record: ApplicationRecord, fields: readonly string[], answers: Answers): Answers {
  const merged: Answers = { ...record };
  for (const field of fields) delete merged[field];
  return { ...merged, ...answers };
}

/** A step's answers from a request body, what its rule says of them, and the stored fields a save also removes. */
type CheckedAnswers = { fields: readonly string[]; answers: Answers; errors: FieldErrors; alsoUnset: readonly string[] };

function checkedAlone(definition: SelfContainedStep, body: object): CheckedAnswers {
  const fields = definition.fields();
  const answers = stepAnswers(definition, fields, body);
  return { fields, answers, errors: definition.validate(answers, { today: todayIso() }), alsoUnset: [] };
}

function checkedOverRecord(definition: StepDefinition, record: ApplicationRecord, body: object): CheckedAnswers {
  const fields = definition.fields(record);
  const answers = stepAnswers(definition, fields, body);
  const errors = definition.validate(mergedOver(record, fields, answers), ruleContextFor(record));
  return { fields, answers, errors, alsoUnset: definition.alsoUnset?.(record) ?? [] };
}

function hasErrorFor(errors: FieldErrors, field: string): boolean {
  return Object.keys(errors).some((key) => key === field || key.startsWith(`${field}.`));
}

/**
 * Saves one step in one atomic update (ApplicationsRepository.saveStep), after reading the stored application
 * when the step's rule depends on it.
 *
 * A full save checks the shared rule and answers 400 with the field errors, then replaces the step: given
 * answers are set, the step's other fields (empty, hidden) are removed, and the step is marked complete.
 * A draft (save and exit) stores only the non-empty answers that break no rule, removes only hidden fields,
 * and leaves the step incomplete, so the stored record never holds an invalid answer.
 */
export async function saveStepAnswers(
  repository: ApplicationsRepository,
  id: string,
  definition: StepDefinition | SelfContainedStep,
  body: object,
  { draft = false }: { draft?: boolean } = {},
): Promise<StepSaveResult> {
  const { fields, answers, errors, alsoUnset } =
    'selfContained' in definition ? checkedAlone(definition, body) : checkedOverRecord(definition, await repository.get(id), body);
  const hidden = definition.hidden?.(answers) ?? [];
  const given = Object.entries(answers).filter(([, value]) => !isEmptyAnswer(value));

  if (!draft) {
    if (hasErrors(errors)) throw new FieldValidationException(errors);
    const set = Object.fromEntries(given);
    await repository.saveStep(id, definition.step, set, [...fields.filter((field) => !(field in set)), ...alsoUnset]);
    return { uniqueId: id };
  }

  const valid = given.filter(([field]) => !hasErrorFor(errors, field));
  const skippedFields = given.filter(([field]) => hasErrorFor(errors, field)).map(([field]) => field);
  await repository.saveStep(id, definition.step, Object.fromEntries(valid), [...hidden, ...alsoUnset], { draft: true });
  return { uniqueId: id, skippedFields };
}
