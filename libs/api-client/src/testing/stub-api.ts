/** One stubbed API answer: status and JSON body (the API's envelope). */
export type StubAnswer = { status: number; body: unknown };
type Handler = (request: { url: URL; body: unknown }) => StubAnswer;

/**
 * Replaces fetch for a component test with answers per "METHOD /path" (query ignored); every call is recorded.
 * Unknown calls fail the test loudly.
 */
export function stubApi(routes: Record<string, Handler | StubAnswer>) {
  const calls: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, path, query: url.searchParams, body });
    const route = routes[`${method} ${path}`];
    if (!route) throw new Error(`unexpected call ${method} ${path}`);
    const answer = typeof route === 'function' ? route({ url, body }) : route;
    return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  }) as typeof fetch;
  return { calls };
}

export const ok = (data: unknown, message = 'OK'): StubAnswer => ({ status: 200, body: { status: 200, message, data } });
export const failed = (status: number, err: string, errors: Record<string, string> = {}): StubAnswer => ({
  status,
  body: { status, message: err, err, errors, errorKeys: {} },
});
