import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@evisa/routing';
import { configureApiClient } from '@evisa/api-client';
import { createI18n, registerNamespace } from '@evisa/i18n';
import { registerRemotesOnce } from '../remotes/remote-registry';
import { hydrateScreen, screenReadyToRender } from '../remotes/use-screen-module';
import { loadShellTexts, SHELL_NAMESPACE } from '../shell-texts';
import { hydrationMayStart, replayHeldAction } from './hydration-on-interaction';
import { screenRouteFor } from './screen-route-match';
import { Site } from './site';
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

  const container = document.getElementById('root')!;
  const site = (
    <StrictMode>
      <Site i18n={i18n} siteConfig={siteConfig} Router={BrowserRouter} />
    </StrictMode>
  );
  if (container.hasChildNodes()) {
    // The server sent this page pre-rendered in the page's language (shell/prerender): its screen, or its frame (the
    // chrome around the loading indicator) for a screen that is not pre-rendered. React takes that HTML over as it
    // is, and the screen renders once its module and texts are here (remotes/use-screen-module.ts).
    // A pre-rendered screen is taken over at the visitor's first interaction, a frame at once
    // (hydration-on-interaction.ts).
    const route = screenRouteFor(window.location.pathname);
    if (route) hydrateScreen(route, route.prerendered ? 'screen' : 'loading');
    await hydrationMayStart(route?.prerendered ? screenReadyToRender(route, i18n).catch(() => undefined) : undefined);
    // In a transition too: hydration then gives the main thread back between slices (an event on the page before
    // it is done hydrates it at once, and is then handled).
    startTransition(() => {
      hydrateRoot(container, site);
    });
    // A button clicked or a form submitted while the page was held: done again, now answered by the page's script.
    replayHeldAction();
    return;
  }
  // A transition renders in slices, giving the browser back its main thread between them: the page's remote
  // (its remoteEntry.js, the list of its screen's files) arrives during this first render, and its next requests
  // go out then instead of after it. What is rendered is the same.
  const root = createRoot(container);
  startTransition(() => root.render(site));
}

void start();
