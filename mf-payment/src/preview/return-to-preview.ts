import { STEP_ROUTES, type ApplicationStep } from '@evisa/contracts';

/** The step's page, asked to come back to Preview after saving (the step screens honour `?returnTo=preview`). */
export function stepLinkReturningToPreview(step: ApplicationStep, id: string): string {
  return `${STEP_ROUTES[step](id)}?returnTo=preview`;
}
