import '../application.css';
import type { ReactNode } from 'react';
import type { ApplicationRecord, ApplicationStep } from '@evisa/contracts';
import { LoadFailure, Loading, useApiResource } from '@evisa/api-client';
import { LockedStep, StepHeading, isLockedApplication, type JourneyStep } from '@evisa/ui';
import { applicationApi } from '../application/application-api';

interface ApplicationStepPageProps {
  id: string;
  screen: string;
  title: string;
  step: ApplicationStep & JourneyStep;
  /** The step's form, given the stored record; rendered only once it has loaded. */
  children: (record: ApplicationRecord) => ReactNode;
}

/**
 * A step of an existing application: heading, temporary ID and progress, then the form over the stored record,
 * or, once the application is paid or blocked (the API refuses changes then), why it can no longer be changed and
 * that step's answers, read-only.
 */
export function ApplicationStepPage({ id, screen, title, step, children }: ApplicationStepPageProps) {
  const [load, reload] = useApiResource(id, applicationApi.load);
  return (
    <section data-screen={screen} className="application-step">
      <StepHeading title={title} step={step} id={id} />
      {load.state === 'loading' && <Loading />}
      {load.state === 'failed' && <LoadFailure failure={load.failure} onRetry={reload} />}
      {load.state === 'ready' &&
        (isLockedApplication(load.data.status) ? <LockedStep record={load.data} status={load.data.status} step={step} /> : children(load.data))}
    </section>
  );
}
