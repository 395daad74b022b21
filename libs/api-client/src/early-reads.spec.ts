import { configureApiClient, request } from './api-client';
import { EARLY_READ_LIFETIME_MS, startEarlyRead, takeEarlyRead } from './early-reads';

const URL_OF_READ = '/api/visaapplication/application?applicationId=AB12';

/** jsdom has no fetch: each call answers with the next body given, or fails when it is an Error. */
function serve(...answers: Array<unknown>) {
  const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => {
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return { ok: true, status: 200, json: async () => ({ status: 200, message: 'ok', data: answer }) } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeEach(() => {
  configureApiClient({ baseUrl: '/api' });
  window.history.pushState({}, '', '/Preview/AB12');
});
afterEach(() => {
  takeEarlyRead(URL_OF_READ);
  jest.useRealTimers();
});

describe('early reads', () => {
  it("answer the screen's first GET of the same URL, once; the next GET asks the server", async () => {
    const fetchMock = serve('early answer', 'second answer');
    startEarlyRead(URL_OF_READ);
    expect(fetchMock).toHaveBeenCalledWith(URL_OF_READ, { credentials: 'include', headers: { Accept: 'application/json' } });
    await expect(request('/visaapplication/application', { query: { applicationId: 'AB12' } })).resolves.toMatchObject({ ok: true, data: 'early answer' });
    await expect(request('/visaapplication/application', { query: { applicationId: 'AB12' } })).resolves.toMatchObject({ ok: true, data: 'second answer' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are not taken by another URL, by a write, or by a page the applicant moved to', async () => {
    const fetchMock = serve('early answer', 'other', 'write', 'after moving');
    startEarlyRead(URL_OF_READ);
    await expect(request('/visaapplication/application', { query: { applicationId: 'ZZ99' } })).resolves.toMatchObject({ data: 'other' });
    await expect(request('/visaapplication/application', { method: 'POST', query: { applicationId: 'AB12' } })).resolves.toMatchObject({ data: 'write' });
    window.history.pushState({}, '', '/Apply6/AB12');
    await expect(request('/visaapplication/application', { query: { applicationId: 'AB12' } })).resolves.toMatchObject({ data: 'after moving' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('are not taken once their lifetime is over', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    serve('early answer');
    startEarlyRead(URL_OF_READ);
    jest.setSystemTime(1_000_000 + EARLY_READ_LIFETIME_MS);
    expect(takeEarlyRead(URL_OF_READ)).toBeUndefined();
  });

  it('that failed are asked again, as the screen would have asked', async () => {
    const fetchMock = serve(new TypeError('Failed to fetch'), 'asked again');
    startEarlyRead(URL_OF_READ);
    await expect(request('/visaapplication/application', { query: { applicationId: 'AB12' } })).resolves.toMatchObject({ ok: true, data: 'asked again' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
