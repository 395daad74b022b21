// The end-to-end journeys' answers: the shared test applicant of libs/contracts, with step 4's purpose section.
import { formatDisplayDate, todayIso } from '@evisa/contracts';
import {
  applicantAnswers as sharedAnswers,
  purposeAnswers,
  type ApplicationKind,
} from '@evisa/contracts/testing';

export { isoDaysFrom, type ApplicationKind } from '@evisa/contracts/testing';

export const TODAY = todayIso();

/** dd/mm/yyyy, as the site shows dates. */
export function displayDate(iso: string): string {
  return formatDisplayDate(iso) ?? iso;
}

/** Every step's answers for one application of `kind`, as the API takes them. */
export function applicantAnswers(kind: ApplicationKind, surname = 'Smith') {
  const answers = sharedAnswers(kind, { today: TODAY, surname });
  return { ...answers, step4: { ...answers.step4, ...purposeAnswers(kind, TODAY) } };
}

export type ApplicantAnswers = ReturnType<typeof applicantAnswers>;
