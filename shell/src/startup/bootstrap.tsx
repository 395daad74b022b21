import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@evisa/routing';
import { configureApiClient } from '@evisa/api-client';
import { createI18n, I18nextProvider, registerNamespace } from '@evisa/i18n';
import { SiteConfigProvider } from '@evisa/ui';
import '@evisa/ui/styles.css';
import '../shell.css';
import { App } from '../app';
import { registerRemotesOnce } from '../remotes/remote-registry';
import { loadShellTexts, SHELL_NAMESPACE } from '../shell-texts';
import { loadSiteConfig } from './site-config';

registerNamespace(SHELL_NAMESPACE, loadShellTexts);

async function start() {
  // main.ts started each of these; they take its downloads over.
  const [siteConfig, , i18n] = await Promise.all([
    loadSiteConfig(),
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
  // go out then instead of after it. What is rendered is the same.
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
