import { configure, render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { createI18n, TranslationProvider, type LanguageCode } from '@evisa/i18n';
import { Route, Routes, useLocation } from '@evisa/routing';
import { MemoryRouter } from '@evisa/routing/testing';
import { DEFAULT_SITE_CONFIG, SiteConfigProvider, type SiteConfig } from '../site-config';
import { ToastProvider } from '../toasts';

// Screens wait for stubbed API answers and lazy texts: give them time on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });

const NAVIGATED = 'Navigated to ';

/** Where a screen navigated to: any path but the screen's renders this heading. */
function Elsewhere() {
  const location = useLocation();
  return <h1>{`${NAVIGATED}${location.pathname}${location.search}`}</h1>;
}

interface RenderScreenOptions {
  /** The namespaces the screen shows, loaded before it renders (as the shell does). */
  namespaces: readonly string[];
  /** Where the router starts. */
  path?: string;
  /** The screen's route pattern; any other path shows where the screen navigated (navigatedTo). */
  route?: string;
  config?: SiteConfig;
  language?: LanguageCode;
}

/** Renders a screen or component as the site does: the real texts (English unless told), site config, toasts and a router. */
export async function renderScreen(ui: ReactElement, { namespaces, path = '/', route, config = DEFAULT_SITE_CONFIG, language = 'en' }: RenderScreenOptions) {
  const i18n = await createI18n(language);
  await i18n.loadNamespaces([...namespaces]);
  return render(
    <TranslationProvider i18n={i18n}>
      <SiteConfigProvider config={config}>
        <ToastProvider closeLabel="Close">
          <MemoryRouter initialEntries={[path]}>
            <Suspense fallback={null}>
              {route ? (
                <Routes>
                  <Route path={route} element={ui} />
                  <Route path="*" element={<Elsewhere />} />
                </Routes>
              ) : (
                ui
              )}
            </Suspense>
          </MemoryRouter>
        </ToastProvider>
      </SiteConfigProvider>
    </TranslationProvider>,
  );
}

/** The path (and query) the screen navigated to, once it has. */
export async function navigatedTo(): Promise<string> {
  const heading = await screen.findByRole('heading', { name: new RegExp(`^${NAVIGATED}`) });
  return (heading.textContent ?? '').slice(NAVIGATED.length);
}
