import { STAFF_API } from '@evisa/contracts';
import { configureStaffClient, rememberCsrfToken, STAFF_SESSION_ENDED_EVENT, staffApi, staffUrl } from './staff-client';

type Call = { url: string; method: string; headers: Record<string, string> };

function answer(statusFor: (url: string) => number, data: unknown = {}) {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET', headers: (init?.headers ?? {}) as Record<string, string> });
    const status = statusFor(String(input));
    return { ok: status < 300, status, json: async () => ({ status, message: status === 401 ? 'Please sign in to the desk.' : 'OK', data }) } as Response;
  }) as typeof fetch;
  return calls;
}

describe('the staff API client', () => {
  beforeEach(() => {
    rememberCsrfToken(undefined);
    configureStaffClient({ baseUrl: '/api' });
  });

  it('sends the CSRF token on a change, never on a read', async () => {
    const calls = answer(() => 200);
    rememberCsrfToken('token-1');
    await staffApi.get(STAFF_API.queue, { state: 'received', search: undefined });
    await staffApi.post('/staff/queue/X/claim');
    expect(calls.map((call) => [call.method, call.url, call.headers['x-csrf-token']])).toEqual([
      ['GET', '/api/staff/queue?state=received', undefined],
      ['POST', '/api/staff/queue/X/claim', 'token-1'],
    ]);
  });

  it('reads the session for the token first when this copy has none', async () => {
    const calls = answer(() => 200, { csrfToken: 'from-session', staff: {} });
    await staffApi.post('/staff/queue/X/claim');
    expect(calls.map((call) => call.url)).toEqual(['/api/staff/auth/session', '/api/staff/queue/X/claim']);
    expect(calls[1].headers['x-csrf-token']).toBe('from-session');
  });

  it('announces an ended session on a 401 and forgets the token', async () => {
    const ended = jest.fn();
    window.addEventListener(STAFF_SESSION_ENDED_EVENT, ended);
    rememberCsrfToken('old');
    const calls = answer(() => 401);
    const result = await staffApi.post('/staff/queue/X/claim');
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(ended).toHaveBeenCalledTimes(1);
    await staffApi.post('/staff/queue/X/claim');
    expect(calls.at(-1)?.url).toBe('/api/staff/auth/session');
    window.removeEventListener(STAFF_SESSION_ENDED_EVENT, ended);
  });

  it('does not announce a refused sign-in as an ended session', async () => {
    const ended = jest.fn();
    window.addEventListener(STAFF_SESSION_ENDED_EVENT, ended);
    answer(() => 401);
    await staffApi.post(STAFF_API.signIn, { email: 'a@b.example', password: 'x', code: '123456' });
    expect(ended).not.toHaveBeenCalled();
    window.removeEventListener(STAFF_SESSION_ENDED_EVENT, ended);
  });

  it('builds links under the configured base', () => {
    configureStaffClient({ baseUrl: 'https://api.example/v1/' });
    expect(staffUrl('/staff/applications/X/files/mainImg')).toBe('https://api.example/v1/staff/applications/X/files/mainImg');
  });
});
