import type { PurposePrefix } from '@evisa/reference-data';
import { fieldsOf, type FieldDeclaration, type FieldDeclarations } from './field-declaration';
import { PURPOSE_DECLARATIONS, PURPOSE_GROUP_FIELDS, type PurposeField, type PurposeGroupValues } from './purpose-groups';

/** Step 4 without its purpose section: where the applicant goes and leaves (spec 2.9). */
export type VisitPlanFields = {
  placeVisited1: string;
  placeVisited2: string;
  /** Slug of an exit port (EXIT_PORTS). */
  expectedPortOfExit: string;
};

/** Step 4: the visit plan and the fields of the purpose section its visa sub-category shows. */
export type Step4Payload = VisitPlanFields & Partial<PurposeGroupValues>;

export const VISIT_PLAN_DECLARATIONS = {
  placeVisited1: { kind: 'text', required: { message: 'placeToVisitRequired' } },
  placeVisited2: { kind: 'text' },
  expectedPortOfExit: { kind: 'option', options: 'exitPort', required: true },
} as const satisfies FieldDeclarations<VisitPlanFields>;

export const VISIT_PLAN_FIELDS = fieldsOf(VISIT_PLAN_DECLARATIONS);

/** Every field step 4 may carry, whatever the purpose section. Whitelist with step4FieldsFor when it is known. */
export const STEP4_DECLARATIONS: Readonly<Record<keyof VisitPlanFields | PurposeField, FieldDeclaration>> = { ...VISIT_PLAN_DECLARATIONS, ...PURPOSE_DECLARATIONS };

export const STEP4_FIELDS = fieldsOf(STEP4_DECLARATIONS);

/** The fields step 4 accepts for an application whose sub-category shows `section` (null for none). */
export function step4FieldsFor(section: PurposePrefix | null): readonly (keyof VisitPlanFields | PurposeField)[] {
  return section ? [...VISIT_PLAN_FIELDS, ...PURPOSE_GROUP_FIELDS[section]] : VISIT_PLAN_FIELDS;
}
