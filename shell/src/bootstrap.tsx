import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@evisa/routing';
import { configureApiClient } from '@evisa/api-client';
import { createI18n, I18nextProvider, registerNamespace } from '@evisa/i18n';
import { DEFAULT_SITE_CONFIG, SiteConfigProvider, type SiteConfig } from '@evisa/ui';
import '@evisa/ui/src/styles.css';
import './shell.css';
import { App } from './app';
import { fetchRemotesManifest, registerRemotesFromManifest } from './remotes/remote-registry';

registerNamespace('shell', (language) => import(/* webpackChunkName: "i18n-shell-[request]" */ `../locales/${language}/shell.json`));

async function fetchSiteConfig(): Promise<SiteConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    const loaded = (await response.json()) as Partial<SiteConfig>;
    return { ...DEFAULT_SITE_CONFIG, ...loaded, agency: { ...DEFAULT_SITE_CONFIG.agency, ...loaded.agency } };
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
}

async function start() {
  const [siteConfig, manifest, i18n] = await Promise.all([
    fetchSiteConfig(),
    fetchRemotesManifest().catch((error: Error) => {
      // The chrome still renders; every remote slot then shows its own error panel with Retry.
      console.error(error);
      return {};
    }),
    createI18n(),
  ]);
  registerRemotesFromManifest(manifest);
  configureApiClient({ baseUrl: siteConfig.apiUrl });
  await i18n.loadNamespaces('shell');

  createRoot(document.getElementById('root')!).render(
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
  );
}

void start();
