import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from '@evisa/routing/testing';
import { createI18n, I18nextProvider, registerNamespace } from '@evisa/i18n';
import { DEFAULT_SITE_CONFIG, SiteConfigProvider } from '@evisa/ui';

registerNamespace('shell', (language) => import(`../../locales/${language}/shell.json`));
registerNamespace('staff', (language) => import(`../../locales/${language}/staff.json`));

/** Renders shell UI with the real English texts, a router at `path`, and the default site configuration. */
export async function renderWithShell(ui: ReactElement, path = '/') {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['shell', 'staff']);
  return render(
    <I18nextProvider i18n={i18n}>
      <SiteConfigProvider config={DEFAULT_SITE_CONFIG}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>{ui}</Suspense>
        </MemoryRouter>
      </SiteConfigProvider>
    </I18nextProvider>,
  );
}
