import { lazy, Suspense } from 'react';
import { isDeskPath } from '@evisa/contracts';
import { Route, Routes, useLocation } from '@evisa/routing';
import { useTranslation } from '@evisa/i18n';
import { ToastList, ToastProvider } from '@evisa/ui';
import { DemoContactsNotice } from './chrome/demo-contacts-notice';
import { Footer } from './chrome/footer';
import { Header } from './chrome/header';
import { HydrateLater } from './chrome/hydrate-later';
import { NotFound } from './chrome/not-found';
import { RemoteLoading, RemoteScreen } from './remotes/remote-screen';
import { useRouteChangeEffects } from './route-change-effects';
import { SCREEN_ROUTES } from './screen-routes';

/** The agency desk's frame: its own chunk, downloaded only on an /agency page, around the desk remote. */
const DeskFrame = lazy(() => import('./chrome/desk-frame'));

export function App() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  useRouteChangeEffects();
  if (isDeskPath(pathname)) {
    return (
      <Suspense fallback={<RemoteLoading />}>
        <DeskFrame />
      </Suspense>
    );
  }
  return (
    <ToastProvider closeLabel={t('closeNotification')} placed>
      {/* The chrome is hydrated after the screen, each part on its own (hydrate-later.tsx). */}
      <HydrateLater>
        <DemoContactsNotice />
      </HydrateLater>
      <HydrateLater>
        <Header />
      </HydrateLater>
      <main id="main" className="site-main">
        {/* In the page's flow under the header: a toast pushes the page down, it never covers the title. */}
        <ToastList />
        <Routes>
          {SCREEN_ROUTES.map(({ path, remote, expose }) => (
            <Route key={path} path={path} element={<RemoteScreen remote={remote} expose={expose} />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
    </ToastProvider>
  );
}
