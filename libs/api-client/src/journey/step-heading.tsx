import type { ReactNode } from 'react';
import { PageTitle } from '@evisa/ui';
import { ApplicationId } from './application-id';
import { JourneyProgress } from './journey-progress';
import type { JourneyStep } from './journey';

interface StepHeadingProps {
  title: string;
  step: JourneyStep;
  /** Shown once the application exists (every step after the first save). */
  id?: string;
  lead?: ReactNode;
  /** Shown under the temporary ID (e.g. the application type and port). */
  children?: ReactNode;
}

/** The top of every step of the journey: its one h1, the temporary ID and where the applicant is. */
export function StepHeading({ title, step, id, lead, children }: StepHeadingProps) {
  return (
    <header className="step-heading">
      <PageTitle title={title} lead={lead} />
      {id && <ApplicationId id={id} />}
      {children}
      <JourneyProgress current={step} />
    </header>
  );
}
