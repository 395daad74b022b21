import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { staffApi, staffFailureText } from '@evisa/api-client/staff';
import { useTranslation } from '@evisa/i18n';

type Query = Parameters<typeof staffApi.get>[1];

export type StaffResource<T> = {
  /** The last answer read; kept while the next read is under way, cleared by a failure. */
  data: T | undefined;
  /** The last read's failure in the staff's words, or '' (also '' until the first answer). */
  failure: string;
  /** Changes the data shown after an action answered with the new state (no new read). */
  setData: Dispatch<SetStateAction<T | undefined>>;
  /** Reads it again (what is shown stays until the answer replaces it). */
  readAgain: () => void;
};

/**
 * Reads `path` of the staff API (with `query`), again whenever the path, the query or `reload` changes; an answer
 * that arrives after a newer read started, or after the screen went away, is ignored. No path: nothing is read.
 */
export function useStaffResource<T>(path: string | undefined, { query, reload }: { query?: Query; reload?: unknown } = {}): StaffResource<T> {
  const { t } = useTranslation();
  const [data, setData] = useState<T>();
  const [failure, setFailure] = useState('');
  const [reads, setReads] = useState(0);
  const readAgain = useCallback(() => setReads((n) => n + 1), []);
  const queryKey = JSON.stringify(query ?? {});
  useEffect(() => {
    if (!path) return;
    let current = true;
    void staffApi.get<T>(path, JSON.parse(queryKey) as Query).then((result) => {
      if (!current) return;
      if (result.ok) {
        setData(result.data);
        setFailure('');
      } else {
        setData(undefined);
        setFailure(staffFailureText(t, result));
      }
    });
    return () => {
      current = false;
    };
  }, [path, queryKey, reload, reads, t]);
  return { data, failure, setData, readAgain };
}
