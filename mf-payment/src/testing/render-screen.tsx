import { configure, render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from '@evisa/routing/testing';
import { Route, Routes, useLocation } from '@evisa/routing';
import { createI18n, I18nextProvider } from '@evisa/i18n';
import { DEFAULT_SITE_CONFIG, SiteConfigProvider, ToastProvider, type SiteConfig } from '@evisa/ui';
import { NAMESPACE } from '../i18n';

// Screens wait for stubbed API answers and lazy texts: give them time on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });

/** Where a screen navigated to: any other path renders this heading. */
function Elsewhere() {
  const location = useLocation();
  return <h1>{`Navigated to ${location.pathname}${location.search}`}</h1>;
}

/** Renders a screen at `path` under its route pattern, with the real English texts, toasts and a site config. */
export async function renderScreen(ui: ReactElement, { path, route, config = DEFAULT_SITE_CONFIG }: { path: string; route: string; config?: SiteConfig }) {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces([NAMESPACE, 'validation']);
  return render(
    <I18nextProvider i18n={i18n}>
      <SiteConfigProvider config={config}>
        <ToastProvider closeLabel="Close">
          <MemoryRouter initialEntries={[path]}>
            <Suspense fallback={null}>
              <Routes>
                <Route path={route} element={ui} />
                <Route path="*" element={<Elsewhere />} />
              </Routes>
            </Suspense>
          </MemoryRouter>
        </ToastProvider>
      </SiteConfigProvider>
    </I18nextProvider>,
  );
}
