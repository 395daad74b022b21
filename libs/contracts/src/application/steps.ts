import { ROUTES } from '../routes';

/**
 * The steps of an application in the order the applicant completes them (spec 4.1). The API records each
 * completed step; resume continues at the first incomplete one and Preview lists the missing ones.
 */
export const APPLICATION_STEPS = ['step1', 'step2', 'step3', 'step4', 'step5', 'photo', 'documents', 'questions'] as const;

export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/** The page that holds each step. */
export const STEP_ROUTES: Record<ApplicationStep, (id: string) => string> = {
  step1: ROUTES.apply1,
  step2: ROUTES.apply2,
  step3: ROUTES.apply3,
  step4: ROUTES.apply4,
  step5: ROUTES.apply5,
  photo: ROUTES.apply6,
  documents: ROUTES.documents,
  questions: ROUTES.questions,
};

/** The first step not yet completed, or undefined when every step is done. */
export function firstIncompleteStep(completed: readonly string[]): ApplicationStep | undefined {
  return APPLICATION_STEPS.find((step) => !completed.includes(step));
}
