/** One stubbed API answer: status and JSON body (the API's envelope), or a connection that failed. */
export type StubAnswer = { status: number; body?: unknown } | 'network-error';
/** A request as the stub saw it (the `/api` prefix and the query left out of `path`). */
export type StubCall = { method: string; path: string; url: URL; query: URLSearchParams; body: unknown };
type Handler = (call: StubCall) => StubAnswer | Promise<StubAnswer>;

/**
 * Replaces fetch for a component test with answers per "METHOD /path" (query ignored); every call is recorded.
 * An unknown call fails the test loudly, unless `unknown` answers it.
 */
export function stubApi(routes: Record<string, Handler | StubAnswer>, { unknown }: { unknown?: Handler | StubAnswer } = {}) {
  const calls: StubCall[] = [];
  const original = globalThis.fetch;
  const fetchStub = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const call = { method, path, url, query: url.searchParams, body };
    calls.push(call);
    const route = routes[`${method} ${path}`] ?? unknown;
    if (!route) throw new Error(`unexpected call ${method} ${path}`);
    const answer = typeof route === 'function' ? await route(call) : route;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  });
  globalThis.fetch = fetchStub as typeof fetch;
  return {
    calls,
    fetch: fetchStub,
    /** The last call to `method path`. */
    last: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path).at(-1),
    /** Puts the fetch back that was there before. */
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

/** Every call answered by one handler (or one answer), whatever its path. */
export function stubAnyCall(answer: Handler | StubAnswer) {
  return stubApi({}, { unknown: answer });
}

export const ok = (data: unknown, message = 'OK'): StubAnswer => ({ status: 200, body: { status: 200, message, data } });
export const failed = (status: number, err: string, errors: Record<string, string> = {}): StubAnswer => ({
  status,
  body: { status, message: err, err, errors, errorKeys: {} },
});
