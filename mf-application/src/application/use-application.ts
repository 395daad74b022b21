import { useCallback, useEffect, useState } from 'react';
import type { ApplicationRecord } from '@evisa/contracts';
import { applicationApi } from './application-api';
import type { ApiFailureResult } from '@evisa/api-client';

export type ApplicationLoad =
  | { status: 'loading' }
  | { status: 'ready'; record: ApplicationRecord }
  | { status: 'failed'; failure: ApiFailureResult };

const LOADING: ApplicationLoad = { status: 'loading' };

/** The stored application, loaded by id on every visit (spec 4.1), so a reload loses nothing already saved. */
export function useApplication(id: string): { load: ApplicationLoad; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const request = `${id}#${attempt}`;
  // Each answer is kept with the request it answers: a newer id or a retry shows 'loading' until its own answer.
  const [answer, setAnswer] = useState<{ request: string; load: ApplicationLoad } | null>(null);

  useEffect(() => {
    let current = true;
    void applicationApi.load(id).then((result) => {
      if (!current) return;
      setAnswer({ request, load: result.ok ? { status: 'ready', record: result.data } : { status: 'failed', failure: result } });
    });
    return () => {
      current = false;
    };
  }, [id, request]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { load: answer?.request === request ? answer.load : LOADING, reload };
}
