import { configure, render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from '@evisa/routing/testing';
import { Route, Routes, useLocation } from '@evisa/routing';
import { createI18n, I18nextProvider, registerNamespace } from '@evisa/i18n';
import { DEFAULT_SITE_CONFIG, SiteConfigProvider } from '@evisa/ui';
import { DESK_NAMESPACE } from '../desk/desk-i18n';

configure({ asyncUtilTimeout: 5000 });

// In the site the shell's desk registers and loads its `staff` namespace (the staff API's messages) before any staff
// screen shows; here the test does, from the same files.
registerNamespace('staff', (language) => import(`../../../shell/locales/${language}/staff.json`));

function Elsewhere() {
  const location = useLocation();
  return <h1>{`Navigated to ${location.pathname}${location.search}`}</h1>;
}

/** A staff screen at `path` under its route, with the real English texts of the desk. */
export async function renderDeskScreen(ui: ReactElement, { path, route }: { path: string; route: string }) {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces([DESK_NAMESPACE, 'staff', 'common']);
  return render(
    <I18nextProvider i18n={i18n}>
      <SiteConfigProvider config={DEFAULT_SITE_CONFIG}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path={route} element={ui} />
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </SiteConfigProvider>
    </I18nextProvider>,
  );
}
