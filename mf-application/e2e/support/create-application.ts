import type { Page } from '@playwright/test';
import { applicantAnswers, type ApplicantAnswers, type ApplicationKind } from '../../../libs/testing/e2e/application/applicant-data';
import { completeStep, idInUrl } from '../../../libs/testing/e2e/application/fill-steps';
import { saveStepsThroughApi } from '../../../libs/testing/e2e/application/complete-application';

export type CreatedApplication = { id: string; answers: ApplicantAnswers };

interface CreateOptions {
  /** The last step to complete (1 to 5; default 5, the whole of this remote). */
  through?: 1 | 2 | 3 | 4 | 5;
  /** 'api' (default, fast): the same calls the forms make, from the page's browser context. 'ui': through the forms. */
  via?: 'api' | 'ui';
  surname?: string;
}

/**
 * An application of `kind` completed up to step `through`, owned by the page's browser context (it holds the
 * access cookie), for tests of the later steps: `const { id } = await createApplicationThroughSteps(page, 'tourist30')`
 * then `page.goto(`/Apply6/${id}`)`.
 */
export async function createApplicationThroughSteps(page: Page, kind: ApplicationKind, options: CreateOptions = {}): Promise<CreatedApplication> {
  const { through = 5, via = 'api', surname } = options;
  const answers = applicantAnswers(kind, surname);
  if (via === 'ui') {
    await page.goto('/Apply');
    for (let step = 1; step <= through; step += 1) await completeStep(page, step as 1 | 2 | 3 | 4 | 5, answers);
    return { id: idInUrl(page), answers };
  }
  return { id: await saveStepsThroughApi(page, answers, through), answers };
}
