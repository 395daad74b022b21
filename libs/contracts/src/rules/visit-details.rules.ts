import type { FieldErrors, RuleContext } from './field-errors';
import { validateStep4 } from './step4.rules';
import { validateStep5 } from './step5.rules';

/** Both visit-details steps at once (spec 5.4): step 4's places and purpose section, step 5's history and references. */
export function validateVisitDetails(values: unknown, ctx: RuleContext): FieldErrors {
  return { ...validateStep4(values, ctx), ...validateStep5(values, ctx) };
}
