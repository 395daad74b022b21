import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from './api-client';
import type { ApiFailureResult } from './failure-notice';

export type Resource<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; failure: ApiFailureResult };

const LOADING = { state: 'loading' } as const;

/**
 * Loads one API resource for a screen (`load` must be a stable, module-level function of `key`), loaded afresh on
 * every visit (spec 4.1), with a reload for after a change or a retry after a failure. An answer is shown only for
 * the key it answers: another key shows 'loading' until its own answer. A reload keeps data already shown (a
 * refresh after a change) but a retry after a failure shows 'loading' again.
 */
export function useApiResource<T>(key: string, load: (key: string) => Promise<ApiResult<T>>): [Resource<T>, () => void] {
  const [generation, setGeneration] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; generation: number; resource: Resource<T> } | null>(null);

  useEffect(() => {
    let current = true;
    void load(key).then((result) => {
      if (!current) return;
      setAnswer({ key, generation, resource: result.ok ? { state: 'ready', data: result.data } : { state: 'failed', failure: result } });
    });
    return () => {
      current = false;
    };
  }, [key, load, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  if (!answer || answer.key !== key) return [LOADING, reload];
  if (answer.generation !== generation && answer.resource.state === 'failed') return [LOADING, reload];
  return [answer.resource, reload];
}
