import { MESSAGES } from '@evisa/contracts';
import { api, configureApiClient, DEFAULT_TIMEOUT_MS } from './api-client';
import { failureNotice, isTemporaryFailure } from './failure-notice';

// The API's own behaviour is tested over HTTP in api/; here only the browser's reading of its answers is.
// jsdom has no Response: the part of one that the client reads.
const response = (status: number, text: string) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => JSON.parse(text) }) as unknown as Response;
const answer = (status: number, body?: unknown) => async () => response(status, body === undefined ? '' : JSON.stringify(body));

const failureBody = (status: number, message: string) => ({ status, message, err: message, errors: {}, errorKeys: {} });

describe('failureNotice: what the applicant is told when a call fails', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    configureApiClient({ timeoutMs: DEFAULT_TIMEOUT_MS });
  });

  async function patchWith(fetchImpl: typeof fetch) {
    globalThis.fetch = jest.fn(fetchImpl);
    const result = await api.patch('/visaapplication/applicationSubmitStep2', { surname: 'Smith' }, { applicationId: 'IN0' });
    if (result.ok) throw new Error('expected a failure');
    return result;
  }

  it.each([502, 503, 504])('reads %i as "unavailable": saving is impossible for now, keep the form', async (status) => {
    const result = await patchWith(answer(status, failureBody(status, MESSAGES.serviceUnavailable)));
    expect(result.kind).toBe('unavailable');
    expect(failureNotice(result)).toEqual({ key: 'serviceUnavailable', temporary: true });
    expect(isTemporaryFailure(result)).toBe(true);
  });

  it('treats a proxy error page without JSON the same way', async () => {
    const result = await patchWith(async () => response(502, '<html>Bad gateway</html>'));
    expect(failureNotice(result)).toMatchObject({ key: 'serviceUnavailable', temporary: true });
  });

  it('treats no connection and no answer in time as temporary too', async () => {
    const offline = await patchWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(offline.kind).toBe('network');
    // The connection, not the service, failed: the message says so.
    expect(failureNotice(offline)).toEqual({ key: 'connectionLost', temporary: true });

    configureApiClient({ timeoutMs: 20 });
    const slow = await patchWith(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    expect(slow.kind).toBe('timeout');
    expect(failureNotice(slow)).toEqual({ key: 'noAnswerInTime', temporary: true });
  });

  it('reads 429 as "too many attempts", a key of MESSAGES (so translated like the others), temporary', async () => {
    const result = await patchWith(answer(429, failureBody(429, MESSAGES.tooManyAttempts)));
    expect(failureNotice(result)).toEqual({ key: 'tooManyAttempts', temporary: true });
  });

  it.each([
    [403, 'accessDenied'],
    [404, 'applicationNotFound'],
    [409, 'applicationLocked'],
    [500, 'somethingWentWrong'],
  ] as const)('reads %i as %s, not temporary', async (status, key) => {
    const result = await patchWith(answer(status, failureBody(status, MESSAGES[key])));
    expect(result.kind).toBe('http');
    expect(failureNotice(result)).toEqual({ key, temporary: false });
  });
});
