import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '@evisa/routing';
import { createI18n, TranslationProvider } from '@evisa/i18n';
// From the shared kit, whose contexts the remote's screens read (this entry, `@evisa/ui/standalone`, is bundled into
// the remote's own page only).
import { DEFAULT_SITE_CONFIG, SiteConfigProvider, ToastProvider } from '@evisa/ui';

export interface StandaloneRoute {
  path: string;
  Screen: ComponentType;
}

/**
 * A remote's own page for its team: its screens under a bare router, without the shell's chrome.
 * The API is reached through the dev server's /api proxy, as in the composed site.
 */
export async function renderStandalone(routes: StandaloneRoute[]): Promise<void> {
  const i18n = await createI18n();
  const screensLabel = i18n.t('standalone.screens');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <TranslationProvider i18n={i18n}>
        <SiteConfigProvider config={DEFAULT_SITE_CONFIG}>
          <ToastProvider closeLabel={i18n.t('standalone.closeNotification')}>
            <BrowserRouter>
              <nav aria-label={screensLabel}>
                {routes.map(({ path }) => (
                  <Link key={path} to={path.replace(':id', 'TEST').replace(/\/\*$/, '')} style={{ marginRight: 12 }}>
                    {path.replace(/\/\*$/, '')}
                  </Link>
                ))}
              </nav>
              <main id="main" className="site-main">
                <Suspense fallback={null}>
                  <Routes>
                    {routes.map(({ path, Screen }) => (
                      <Route key={path} path={path} element={<Screen />} />
                    ))}
                  </Routes>
                </Suspense>
              </main>
            </BrowserRouter>
          </ToastProvider>
        </SiteConfigProvider>
      </TranslationProvider>
    </StrictMode>,
  );
}
