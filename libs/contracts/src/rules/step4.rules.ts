import { purposeSectionOf } from '@evisa/reference-data';
import { STEP4_DECLARATIONS, VISIT_PLAN_DECLARATIONS } from '../application/step4';
import { readValues } from '../values/untrusted';
import { checkOptions, checkRequiredFields, checkTextCharacters } from './checks';
import { ErrorCollector, assertRuleContext, type FieldErrors, type RuleContext } from './field-errors';
import { checkPurposeSection } from './purpose-section.rules';

/**
 * Step 4: places, port of exit and the purpose section of the visa sub-category (spec 5.4). Give it the step-4
 * values merged over the stored record: the section follows visaService / serviceSubCategory /
 * serviceSubCat_subCategory.
 */
export function validateStep4(values: unknown, ctx: RuleContext): FieldErrors {
  assertRuleContext(ctx);
  const input = readValues(values);
  const errors = new ErrorCollector();
  checkRequiredFields(input, errors, VISIT_PLAN_DECLARATIONS);
  checkOptions(input, errors, VISIT_PLAN_DECLARATIONS);
  const section = purposeSectionOf({
    visaService: input.text('visaService'),
    serviceSubCategory: input.text('serviceSubCategory'),
    serviceSubCat_subCategory: input.text('serviceSubCat_subCategory'),
  });
  if (section) checkPurposeSection(section, input, errors, ctx.today);
  checkTextCharacters(input, errors, STEP4_DECLARATIONS);
  return errors.errors;
}
