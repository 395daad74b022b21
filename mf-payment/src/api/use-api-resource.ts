import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '@evisa/api-client';

export type Resource<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'failed'; failure: Extract<ApiResult<T>, { ok: false }> };

/**
 * Loads one API resource for a screen (`load` must be a stable, module-level function of `key`), with a reload
 * for after a change or a retry after a failure. The shown data stays while a reload is under way.
 */
export function useApiResource<T>(key: string, load: (key: string) => Promise<ApiResult<T>>): [Resource<T>, () => void] {
  const [resource, setResource] = useState<Resource<T>>({ state: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    load(key).then((result) => {
      if (!current) return;
      setResource(result.ok ? { state: 'ready', data: result.data } : { state: 'failed', failure: result });
    });
    return () => {
      current = false;
    };
  }, [key, load, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return [resource, reload];
}
