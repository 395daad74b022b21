import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { MemoryRouter } from '@evisa/routing/testing';
import { Route, Routes, useLocation } from '@evisa/routing';
import { createI18n, I18nextProvider, JOURNEY_NAMESPACE, type LanguageCode } from '@evisa/i18n';
import { DEFAULT_SITE_CONFIG, SiteConfigProvider, ToastProvider } from '@evisa/ui';
import { NAMESPACE } from '../i18n';

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

/** Renders one screen at `path` under `pattern`, with the real texts (English unless told) and toasts; other paths show where the screen navigated. */
export async function renderScreen(Screen: ComponentType, { path, pattern, language = 'en' }: { path: string; pattern: string; language?: LanguageCode }) {
  const i18n = await createI18n(language);
  await i18n.loadNamespaces([NAMESPACE, 'validation', JOURNEY_NAMESPACE]);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <SiteConfigProvider config={DEFAULT_SITE_CONFIG}>
        <ToastProvider closeLabel="Close">
          <MemoryRouter initialEntries={[path]}>
            <Suspense fallback={null}>
              <Routes>
                <Route path={pattern} element={<Screen />} />
                <Route path="*" element={<Landed />} />
              </Routes>
            </Suspense>
          </MemoryRouter>
        </ToastProvider>
      </SiteConfigProvider>
    </I18nextProvider>,
  );
  return result;
}

/** The path the screen navigated to, once it has. */
export async function landedAt(): Promise<string> {
  return (await screen.findByTestId('landed')).textContent ?? '';
}
