import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { loadRemoteScreen } from './load-remote';
import { resetRemote } from './remote-registry';

export interface RemoteRef {
  remote: string;
  expose: string;
}

// Lazy components live outside render so a re-render never reloads a screen; Retry replaces the entry.
const screens = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyScreen({ remote, expose }: RemoteRef, fresh: boolean): LazyExoticComponent<ComponentType> {
  const key = `${remote}/${expose}`;
  let screen = screens.get(key);
  if (!screen || fresh) {
    screen = lazy(() => loadRemoteScreen(remote, expose));
    screens.set(key, screen);
  }
  return screen;
}

interface BoundaryProps {
  fallback: (retry: () => void | Promise<void>) => ReactNode;
  onRetry: () => void | Promise<void>;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('remote failed to load or render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.props.onRetry) : this.props.children;
  }
}

function RemoteErrorPanel({ onRetry }: { onRetry: () => void | Promise<void> }) {
  const { t } = useTranslation('shell');
  return (
    <section className="panel panel--error remote-error" role="alert" aria-labelledby="remote-error-title">
      <h1 id="remote-error-title">{t('remoteError.title')}</h1>
      <p>{t('remoteError.body')}</p>
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

/** A screen of a remote: loaded on first use, with a clear panel and Retry if its remote cannot be reached. */
export function RemoteScreen(props: RemoteRef) {
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyScreen(props, false);
  const retry = async () => {
    await resetRemote(props.remote);
    lazyScreen(props, true);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry} fallback={(onRetry) => <RemoteErrorPanel onRetry={onRetry} />}>
      <Suspense fallback={<RemoteLoading />}>
        {/* Marks which remote answered this route: for operations and the end-to-end tests. */}
        <div data-remote={props.remote} data-expose={props.expose} className="remote-slot">
          <Screen />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
