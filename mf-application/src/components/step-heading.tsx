import '../application.css';
import type { ReactNode } from 'react';
import { PageTitle } from '@evisa/ui';
import { ApplicationId } from './application-id';
import { ApplicationProgress, type JourneyStep } from './application-progress';

interface StepHeadingProps {
  title: string;
  step: JourneyStep;
  /** Shown once the application exists (every step after the first save). */
  id?: string;
  lead?: ReactNode;
}

/** The top of every application step: its one h1, the temporary ID and where the applicant is. */
export function StepHeading({ title, step, id, lead }: StepHeadingProps) {
  return (
    <header className="step-heading">
      <PageTitle title={title} lead={lead} />
      {id && <ApplicationId id={id} />}
      <ApplicationProgress current={step} />
    </header>
  );
}
