// Component tests only: stands in for the network under the real api-client, so screens are tested with the
// exact requests they send. End-to-end tests use the real API.

export type FakeCall = { method: string; path: string; query: URLSearchParams; body: unknown };
export type FakeAnswer = { status: number; body?: unknown } | 'network-error';
type Handler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

export function success<T>(data: T, message = 'OK'): FakeAnswer {
  return { status: 200, body: { status: 200, message, data } };
}

export function failure(status: number, extra: Record<string, unknown> = {}): FakeAnswer {
  return { status, body: { status, message: 'failed', err: 'failed', errors: {}, errorKeys: {}, ...extra } };
}

/** Answers `fetch` from handlers keyed 'METHOD /path' (query left out); records every call. */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchStub = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://site.test');
    const method = init.method ?? 'GET';
    const call = { method, path: url.pathname.replace(/^\/api/, ''), query: url.searchParams, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const handler = handlers[`${method} ${call.path}`];
    const answer = handler ? await handler(call) : failure(404);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, json: async () => answer.body };
  });
  globalThis.fetch = fetchStub as unknown as typeof fetch;
  return { calls, fetch: fetchStub, last: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).at(-1) };
}
