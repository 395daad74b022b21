import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@evisa/routing';
import { configureApiClient } from '@evisa/api-client';
import { createI18n, I18nextProvider, registerNamespace } from '@evisa/i18n';
import { DEFAULT_SITE_CONFIG, SiteConfigProvider, type SiteConfig } from '@evisa/ui';
import '@evisa/ui/styles.css';
import './shell.css';
import { App } from './app';
import { fetchStartedOrFresh } from './early-fetches';
import { registerRemotesOnce } from './remotes/remote-registry';
import { loadShellTexts, SHELL_NAMESPACE } from './shell-texts';
import { SITE_CONFIG_URL } from './site-config-url';

registerNamespace(SHELL_NAMESPACE, loadShellTexts);

async function fetchSiteConfig(): Promise<SiteConfig> {
  try {
    const response = await fetchStartedOrFresh(SITE_CONFIG_URL);
    const loaded = (await response.json()) as Partial<SiteConfig>;
    return { ...DEFAULT_SITE_CONFIG, ...loaded, agency: { ...DEFAULT_SITE_CONFIG.agency, ...loaded.agency } };
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
}

async function start() {
  // main.ts started the fetches, the texts' downloads and the remotes' registration; these take them over.
  const [siteConfig, , i18n] = await Promise.all([
    fetchSiteConfig(),
    registerRemotesOnce(),
    createI18n().then(async (instance) => {
      await instance.loadNamespaces(SHELL_NAMESPACE);
      return instance;
    }),
  ]);
  configureApiClient({ baseUrl: siteConfig.apiUrl });

  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices, giving the browser back its main thread between them: the page's remote
  // (its remoteEntry.js, the list of its screen's files) arrives during this first render, and its next requests
  // go out then instead of after it (docs/performance.md). What is rendered is the same.
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <SiteConfigProvider config={siteConfig}>
            <BrowserRouter>
              <Suspense fallback={null}>
                <App />
              </Suspense>
            </BrowserRouter>
          </SiteConfigProvider>
        </I18nextProvider>
      </StrictMode>,
    ),
  );
}

void start();
