import fs from 'node:fs';
import path from 'node:path';
import { loadCommonTexts } from '@evisa/i18n/common-texts';
import { fetchStartedOrFresh, startEarlyFetches, startPageTexts } from './early-fetches';
import { REMOTES_MANIFEST_URL } from './remotes/remotes-manifest';
import { loadShellTexts } from './shell-texts';
import { SITE_CONFIG_URL } from './site-config-url';

jest.mock('@evisa/i18n/common-texts', () => ({ loadCommonTexts: jest.fn(async () => ({})) }));
jest.mock('./shell-texts', () => ({ loadShellTexts: jest.fn(async () => ({})) }));

const page = fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8');

describe('the early fetches', () => {
  it('are preloaded by the page as fetches, for the fetch to take over', () => {
    for (const url of [SITE_CONFIG_URL, REMOTES_MANIFEST_URL]) {
      expect(page).toContain(`<link rel="preload" href="${url}" as="fetch" crossorigin />`);
    }
  });

  it('ask in the default cache mode (which reuses the preload), once; a later read asks again', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true }) as Response);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    startEarlyFetches();
    expect(fetchMock.mock.calls).toEqual([[SITE_CONFIG_URL], [REMOTES_MANIFEST_URL]]);
    await fetchStartedOrFresh(SITE_CONFIG_URL);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await fetchStartedOrFresh(SITE_CONFIG_URL);
    expect(fetchMock).toHaveBeenLastCalledWith(SITE_CONFIG_URL, { cache: 'no-store' });
  });

  it("start the common and the shell texts of the page's language together", () => {
    startPageTexts('sv');
    expect(loadCommonTexts).toHaveBeenCalledWith('sv');
    expect(loadShellTexts).toHaveBeenCalledWith('sv');
  });
});
