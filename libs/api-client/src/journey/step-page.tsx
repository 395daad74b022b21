import { lazy, Suspense, type ReactNode } from 'react';
import { isLockedApplication, type ApplicationRecord, type ApplicationStep } from '@evisa/contracts';
import { loadApplication } from '../application-read';
import { LoadFailure, Loading } from '../load-state';
import { useApiResource } from '../use-api-resource';
import type { JourneyStep } from './journey';
import { StepHeading } from './step-heading';

// Only a paid or blocked application shows it: the answer tables it names (`@evisa/ui/answers`) load then, not with
// every step's code.
const LockedStep = lazy(() => import(/* webpackChunkName: "locked-step" */ '@evisa/ui/answers').then((answers) => ({ default: answers.LockedStep })));

interface StepPageProps {
  id: string;
  /** The exposed screen, for `data-screen` (the e2e tests find screens by it). */
  screen: string;
  title: string;
  lead?: ReactNode;
  step: ApplicationStep & JourneyStep;
  /** Shown under the temporary ID once the application has loaded (e.g. application type and port). */
  summary?: (record: ApplicationRecord) => ReactNode;
  /** The step's form over the stored record; rendered once it has loaded. */
  children: (record: ApplicationRecord) => ReactNode;
}

/**
 * A step of an existing application, in whichever remote: its h1, the temporary ID, where the applicant is, then
 * the form over the stored record, or, once the application is paid or blocked (the API refuses changes then),
 * why it can no longer be changed and that step's answers, read-only.
 */
export function StepPage({ id, screen, title, lead, step, summary, children }: StepPageProps) {
  const [load, reload] = useApiResource(id, loadApplication, { renderInTransition: true });
  return (
    <section data-screen={screen} className="step-page">
      <StepHeading title={title} lead={lead} step={step} id={id}>
        {load.state === 'ready' && summary?.(load.data)}
      </StepHeading>
      {load.state === 'loading' && <Loading />}
      {load.state === 'failed' && <LoadFailure failure={load.failure} onRetry={reload} />}
      {load.state === 'ready' &&
        (isLockedApplication(load.data.status) ? (
          <Suspense fallback={<Loading />}>
            <LockedStep record={load.data} status={load.data.status} step={step} />
          </Suspense>
        ) : (
          children(load.data)
        ))}
    </section>
  );
}
