import type { ReactNode } from 'react';
import { useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { failureText, Loading, type Resource } from '@evisa/api-client';
import { FORM_NAMESPACES } from '../i18n';
import { LookupForm } from '../lookup/lookup-form';

interface ApplicationGateProps<T> {
  resource: Resource<T>;
  applicationId: string;
  reload(): void;
  children(data: T): ReactNode;
}

/**
 * A screen's application data: a loading line, the data, or what went wrong. A browser without access to the
 * application (403) is asked for its number and date of birth, then the screen loads.
 */
export function ApplicationGate<T>({ resource, applicationId, reload, children }: ApplicationGateProps<T>) {
  const { t } = useTranslation(FORM_NAMESPACES);
  if (resource.state === 'loading') return <Loading />;
  if (resource.state === 'ready') return <>{children(resource.data)}</>;
  if (resource.failure.status === 403) {
    return (
      <section className="panel access-panel" aria-labelledby="access-title">
        <h2 id="access-title">{t('access.title')}</h2>
        <p>{t('access.text')}</p>
        <LookupForm initialApplicationId={applicationId} onFound={reload} />
      </section>
    );
  }
  return (
    <div className="panel panel--error" role="alert">
      <p>{resource.failure.status === 404 || resource.failure.kind !== 'http' ? failureText(t, resource.failure) : t('common.loadFailed')}</p>
      <Button variant="secondary" onClick={reload}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
