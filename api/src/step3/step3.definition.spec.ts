import { STEP1, STEP2, STEP3, STEP4, STEP5, TODAY } from '../steps/step-fixtures';
import { STEP3 as DEFINITION } from './step3.definition';

/**
 * Step 3 is saved without reading the application first (`ownAnswersOnly`): that is right only while its rule
 * reads nothing but step-3 answers. Same answers, with and without every other step's stored answers around them.
 */
describe('step 3 reads only its own answers', () => {
  const others = { ...STEP1, ...STEP2, ...STEP4, ...STEP5, status: 'draft', completedSteps: ['step1', 'step2'] };
  const variants: Record<string, unknown>[] = [
    STEP3,
    {},
    { ...STEP3, maritalStatus: 'Married' },
    { ...STEP3, grandparentPakistani: 'Yes' },
    { ...STEP3, inMilitaryOrganization: 'Yes' },
    { ...STEP3, presentCountry: 'XX', presentPhoneNo: 'abc' },
  ];

  it.each(variants.map((answers, i) => [i, answers]))('variant %i gives the same errors', (_i, answers) => {
    expect(DEFINITION.ownAnswersOnly).toBe(true);
    expect(DEFINITION.fields({} as never)).toEqual(DEFINITION.fields(others as never));
    const alone = DEFINITION.validate(answers as Record<string, unknown>, { today: TODAY });
    expect(DEFINITION.validate({ ...others, ...(answers as object) }, { today: TODAY })).toEqual(alone);
  });
});
