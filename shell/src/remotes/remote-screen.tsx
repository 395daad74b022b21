import { Component, createElement, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { remoteFailureOf, type RemoteFailure } from './remote-failure';
import { resetRemote } from './remote-registry';
import { KeepTypedBeforeHydration } from './typed-before-hydration';
import { useScreenModule } from './use-screen-module';

export interface RemoteRef {
  remote: string;
  expose: string;
}

interface BoundaryProps {
  /** The screen, as `remote/expose`, named in the log: the federation runtime's own messages may not name it. */
  screen: string;
  fallback: (failure: RemoteFailure, retry: () => void | Promise<void>) => ReactNode;
  onRetry: () => void | Promise<void>;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failure: RemoteFailure | null }> {
  override state: { failure: RemoteFailure | null } = { failure: null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: remoteFailureOf(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`remote screen ${this.props.screen} failed to load or render (${remoteFailureOf(error)})`, error, info.componentStack);
  }

  override render() {
    return this.state.failure ? this.props.fallback(this.state.failure, this.props.onRetry) : this.props.children;
  }
}

function RemoteErrorPanel({ failure, onRetry }: { failure: RemoteFailure; onRetry: () => void | Promise<void> }) {
  const { t } = useTranslation('shell');
  const incompatible = failure === 'incompatible';
  return (
    <section className="panel panel--error remote-error" role="alert" aria-labelledby="remote-error-title">
      <h1 id="remote-error-title">{t(incompatible ? 'remoteError.incompatibleTitle' : 'remoteError.title')}</h1>
      <p>{t(incompatible ? 'remoteError.incompatibleBody' : 'remoteError.body')}</p>
      <Button onClick={onRetry}>{t('remoteError.retry')}</Button>
    </section>
  );
}

export function RemoteLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className="remote-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}

/** The screen itself, once loaded: a loading indicator before, and while anything inside it suspends. */
function ScreenSlot({ remote, expose, attempt }: RemoteRef & { attempt: number }) {
  const module = useScreenModule({ remote, expose }, attempt);
  if (!module) return <RemoteLoading />;
  return (
    <Suspense fallback={<RemoteLoading />}>
      {/* Marks which remote answered this route: for operations and the end-to-end tests. */}
      <KeepTypedBeforeHydration data-remote={remote} data-expose={expose} className="remote-slot">
        {createElement(module.default)}
      </KeepTypedBeforeHydration>
    </Suspense>
  );
}

/** A screen of a remote: loaded on first use, with a clear panel and Retry if its remote cannot be reached. */
export function RemoteScreen(props: RemoteRef) {
  const [attempt, setAttempt] = useState(0);
  const retry = async () => {
    if ((await resetRemote(props.remote)) === 'reload-page') return window.location.reload();
    setAttempt((n) => n + 1);
  };
  return (
    // Keyed by screen too: routes render this same component, and a failure must not follow the applicant elsewhere.
    <RemoteErrorBoundary key={`${props.remote}/${props.expose}#${attempt}`} screen={`${props.remote}/${props.expose}`} onRetry={retry} fallback={(failure, onRetry) => <RemoteErrorPanel failure={failure} onRetry={onRetry} />}>
      {/* Where the pre-rendered screen waits, as the server's HTML, for its module (use-screen-module.ts). */}
      <Suspense fallback={<RemoteLoading />}>
        <ScreenSlot remote={props.remote} expose={props.expose} attempt={attempt} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
