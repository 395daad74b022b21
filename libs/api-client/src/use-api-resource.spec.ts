import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, startTransition } from 'react';
import type { ApiResult } from './api-client';
import { preloadApiResource, useApiResource } from './use-api-resource';

// Renders the update as React does, and counts the transitions asked for.
jest.mock('react', () => ({ ...jest.requireActual('react'), startTransition: jest.fn((update: () => void) => jest.requireActual('react').startTransition(update)) }));

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, status: 200, message: 'ok', data });
const failed: ApiResult<never> = { ok: false, kind: 'network', status: 0, message: '', err: 'offline', errors: {}, errorKeys: {} };

/** A load whose answers the test gives, one per call, in order. */
function controlledLoad<T>() {
  const pending: Array<(result: ApiResult<T>) => void> = [];
  const load = jest.fn((_key: string) => new Promise<ApiResult<T>>((resolve) => pending.push(resolve)));
  return { load, answer: (result: ApiResult<T>) => act(async () => pending.shift()!(result)) };
}

describe('useApiResource', () => {
  it('shows loading, then the data of the key asked for', async () => {
    const { load, answer } = controlledLoad<string>();
    const { result } = renderHook(() => useApiResource('A1', load));
    expect(result.current[0]).toEqual({ state: 'loading' });
    await answer(ok('record A1'));
    expect(result.current[0]).toEqual({ state: 'ready', data: 'record A1' });
    expect(load).toHaveBeenCalledWith('A1');
  });

  it('never shows one key\'s data under another key', async () => {
    const { load, answer } = controlledLoad<string>();
    const { result, rerender } = renderHook(({ key }) => useApiResource(key, load), { initialProps: { key: 'A1' } });
    await answer(ok('record A1'));
    rerender({ key: 'B2' });
    expect(result.current[0]).toEqual({ state: 'loading' });
    await answer(ok('record B2'));
    expect(result.current[0]).toEqual({ state: 'ready', data: 'record B2' });
  });

  it('keeps the data shown while a reload is under way, then shows the new answer', async () => {
    const { load, answer } = controlledLoad<string>();
    const { result } = renderHook(() => useApiResource('A1', load));
    await answer(ok('first'));
    act(() => result.current[1]());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(result.current[0]).toEqual({ state: 'ready', data: 'first' });
    await answer(ok('second'));
    expect(result.current[0]).toEqual({ state: 'ready', data: 'second' });
  });

  it('shows loading again when a failure is retried', async () => {
    const { load, answer } = controlledLoad<string>();
    const { result } = renderHook(() => useApiResource('A1', load));
    await answer(failed);
    expect(result.current[0]).toMatchObject({ state: 'failed', failure: { kind: 'network' } });
    act(() => result.current[1]());
    expect(result.current[0]).toEqual({ state: 'loading' });
    await answer(ok('after retry'));
    expect(result.current[0]).toEqual({ state: 'ready', data: 'after retry' });
  });
});

describe('renderInTransition', () => {
  beforeEach(() => jest.mocked(startTransition).mockClear());

  it.each([
    ['in a transition when asked (a step\'s long form)', { renderInTransition: true }, 1],
    ['at once by default (a small screen paints with its answer)', {}, 0],
  ])('renders an answer %s', async (_name, options, transitions) => {
    const { load, answer } = controlledLoad<string>();
    const { result } = renderHook(() => useApiResource('A1', load, options));
    await answer(ok('record A1'));
    expect(result.current[0]).toEqual({ state: 'ready', data: 'record A1' });
    expect(startTransition).toHaveBeenCalledTimes(transitions);
  });
});

describe('preloadApiResource', () => {
  it('hands the answer asked for before the screen rendered to its first mount, then lets later visits load afresh', async () => {
    const { load, answer } = controlledLoad<string>();
    preloadApiResource('P1', load);
    expect(load).toHaveBeenCalledTimes(1);
    const first = renderHook(() => useApiResource('P1', load));
    expect(load).toHaveBeenCalledTimes(1);
    await answer(ok('preloaded'));
    expect(first.result.current[0]).toEqual({ state: 'ready', data: 'preloaded' });
    first.unmount();

    const later = renderHook(() => useApiResource('P1', load));
    expect(load).toHaveBeenCalledTimes(2);
    await answer(ok('fresh'));
    expect(later.result.current[0]).toEqual({ state: 'ready', data: 'fresh' });
  });

  it('is shared by the two effect runs of StrictMode (one request)', async () => {
    const { load, answer } = controlledLoad<string>();
    preloadApiResource('S1', load);
    const { result } = renderHook(() => useApiResource('S1', load), { wrapper: StrictMode });
    await answer(ok('once'));
    expect(result.current[0]).toEqual({ state: 'ready', data: 'once' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is forgotten when discarded before a screen took it, and is never given to another key', async () => {
    const { load, answer } = controlledLoad<string>();
    const discard = preloadApiResource('D1', load);
    await answer(ok('stale'));
    discard();
    const { result } = renderHook(() => useApiResource('D1', load));
    expect(load).toHaveBeenCalledTimes(2);
    await answer(ok('current'));
    expect(result.current[0]).toEqual({ state: 'ready', data: 'current' });

    preloadApiResource('K1', load);
    renderHook(() => useApiResource('K2', load));
    expect(load.mock.calls.map(([key]) => key)).toEqual(['D1', 'D1', 'K1', 'K2']);
  });

  it('renders an answer that arrived before the screen mounted at once, in its first render, once', async () => {
    const { load, answer } = controlledLoad<string>();
    preloadApiResource('A1', load);
    await answer(ok('arrived'));
    const rendered: unknown[] = [];
    const { result } = renderHook(
      () => {
        const [resource] = useApiResource('A1', load);
        rendered.push(resource);
        return resource;
      },
      { wrapper: StrictMode },
    );
    await act(async () => undefined);
    expect(result.current).toEqual({ state: 'ready', data: 'arrived' });
    expect(rendered.every((resource) => (resource as { state: string }).state === 'ready')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);

    const later = renderHook(() => useApiResource('A1', load));
    expect(later.result.current[0]).toEqual({ state: 'loading' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
