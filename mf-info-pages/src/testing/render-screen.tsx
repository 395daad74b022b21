import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from '@evisa/routing/testing';
import { createI18n, TranslationProvider } from '@evisa/i18n';
import { DEFAULT_SITE_CONFIG, SiteConfigProvider, type SiteConfig } from '@evisa/ui';
import { registeredInfoTexts } from '../i18n';

export const TEST_CONFIG: SiteConfig = {
  ...DEFAULT_SITE_CONFIG,
  agency: {
    ...DEFAULT_SITE_CONFIG.agency,
    name: 'Test Visa Agency',
    phone: '+1 302 555 0142',
    email: 'help@test.example',
    chatLink: 'https://chat.test.example/agency',
  },
};

/**
 * Renders a screen with the real English texts (every registered file; a screen looks only in its own), a router
 * at `path` and a site configuration. `missingKeys()` lists the keys the screen looked up but its texts lack.
 */
export async function renderScreen(ui: ReactElement, { path = '/', config = TEST_CONFIG }: { path?: string; config?: SiteConfig } = {}) {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces([...registeredInfoTexts()]);
  const missing: string[] = [];
  i18n.on('missingKey', (namespace, key) => missing.push(`${namespace}:${key}`));
  const result = render(
    <TranslationProvider i18n={i18n}>
      <SiteConfigProvider config={config}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>{ui}</Suspense>
        </MemoryRouter>
      </SiteConfigProvider>
    </TranslationProvider>,
  );
  return { ...result, missingKeys: () => [...missing] };
}
