import fs from 'node:fs';
import path from 'node:path';
import { readJson, readJsonOnce, REMOTES_MANIFEST_URL, SITE_CONFIG_URL } from './early-requests';

const page = fs.readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');

/** jsdom has no fetch: each call answers with the next status and body given. */
function serve(...answers: Array<[number, unknown]>) {
  const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => {
    const [status, body] = answers.shift() ?? [404, undefined];
    return { ok: status < 400, status, json: async () => body } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('the early requests', () => {
  it('are preloaded by the page as fetches, for the fetch to take over', () => {
    for (const url of [SITE_CONFIG_URL, REMOTES_MANIFEST_URL]) {
      expect(page).toContain(`<link rel="preload" href="${url}" as="fetch" crossorigin />`);
    }
  });

  it('are read once per page in the default cache mode (which takes the preload over), and shared', async () => {
    const fetchMock = serve([200, { apiUrl: '/api' }], [200, { apiUrl: '/later' }]);
    const first = readJsonOnce('/once.json');
    const second = readJsonOnce('/once.json');
    expect(await first).toEqual({ apiUrl: '/api' });
    expect(await second).toEqual({ apiUrl: '/api' });
    expect(fetchMock.mock.calls).toEqual([['/once.json', undefined]]);
  });

  it('reject on an HTTP error, with the URL and status', async () => {
    serve([503, 'unavailable']);
    await expect(readJson('/down.json')).rejects.toThrow('/down.json: HTTP 503');
  });
});
