import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiResult } from './api-client';
import type { ApiFailureResult } from './failure-notice';

export type Resource<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; failure: ApiFailureResult };

const LOADING = { state: 'loading' } as const;

type Load<T> = (key: string) => Promise<ApiResult<T>>;

/** Answers asked for before their screen rendered, by load function and key. */
const preloaded = new Map<Load<unknown>, Map<string, Promise<ApiResult<unknown>>>>();
/** The preloaded answers that have arrived: a screen mounting after that renders them at once. */
const arrived = new WeakMap<Promise<ApiResult<unknown>>, ApiResult<unknown>>();

/**
 * Asks for a screen's resource before the screen renders (when its module has loaded, while its texts download), so
 * the answer is not one more round trip after the first render. The first `useApiResource(key, load)` to mount
 * takes this answer instead of asking again; once that answer has arrived it is forgotten, so every later visit
 * loads afresh (spec 4.1). Returns a function that forgets it if no screen has taken it (the applicant went
 * elsewhere first), so that a later visit does not show an answer from before.
 */
export function preloadApiResource<T>(key: string, load: Load<T>): () => void {
  let byKey = preloaded.get(load as Load<unknown>);
  if (!byKey) preloaded.set(load as Load<unknown>, (byKey = new Map()));
  const answer = byKey.get(key) ?? load(key);
  byKey.set(key, answer);
  void answer.then((result) => arrived.set(answer, result));
  return () => {
    if (byKey.get(key) === answer) byKey.delete(key);
  };
}

/** The preloaded answer for this mount, if any. Kept until it has arrived: StrictMode's second effect shares it. */
function takePreloaded<T>(key: string, load: Load<T>): Promise<ApiResult<T>> | undefined {
  const byKey = preloaded.get(load as Load<unknown>);
  const answer = byKey?.get(key) as Promise<ApiResult<T>> | undefined;
  void answer?.then(() => {
    if (byKey?.get(key) === answer) byKey?.delete(key);
  });
  return answer;
}

/** The preloaded answer for `key` if it has already arrived. */
function arrivedPreload<T>(key: string, load: Load<T>): ApiResult<T> | undefined {
  const answer = preloaded.get(load as Load<unknown>)?.get(key);
  return answer && (arrived.get(answer) as ApiResult<T> | undefined);
}

export interface ApiResourceOptions {
  /**
   * Render the answer in a transition, for a screen whose render of it is long (a step's whole form): an update
   * from a promise is otherwise rendered and committed in one task that does not yield, and would block the page
   * that long. Off by default: a transition's commit waits behind other work, so a small screen would paint later.
   */
  renderInTransition?: boolean;
}

const toResource = <T>(result: ApiResult<T>): Resource<T> => (result.ok ? { state: 'ready', data: result.data } : { state: 'failed', failure: result });

/**
 * Loads one API resource for a screen (`load` must be a stable, module-level function of `key`), loaded afresh on
 * every visit (spec 4.1), with a reload for after a change or a retry after a failure. An answer is shown only for
 * the key it answers: another key shows 'loading' until its own answer. A reload keeps data already shown (a
 * refresh after a change) but a retry after a failure shows 'loading' again. A preloaded answer that has arrived
 * by the first render is rendered at once, without a 'loading' render before it.
 */
export function useApiResource<T>(
  key: string,
  load: (key: string) => Promise<ApiResult<T>>,
  { renderInTransition = false }: ApiResourceOptions = {},
): [Resource<T>, () => void] {
  const [generation, setGeneration] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; generation: number; result: ApiResult<T> } | null>(() => {
    const result = arrivedPreload(key, load);
    return result ? { key, generation: 0, result } : null;
  });

  useEffect(() => {
    let current = true;
    // The first load of a visit may have been started before the screen rendered (preloadApiResource).
    void ((generation === 0 ? takePreloaded(key, load) : undefined) ?? load(key)).then((result) => {
      if (!current) return;
      // The answer already rendered from the first render is kept as it is: no second render.
      const show = () =>
        setAnswer((shown) => (shown?.key === key && shown.generation === generation && shown.result === result ? shown : { key, generation, result }));
      if (renderInTransition) startTransition(show);
      else show();
    });
    return () => {
      current = false;
    };
  }, [key, load, generation, renderInTransition]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const resource = useMemo(() => answer && toResource(answer.result), [answer]);
  if (!answer || !resource || answer.key !== key) return [LOADING, reload];
  if (answer.generation !== generation && resource.state === 'failed') return [LOADING, reload];
  return [resource, reload];
}
