import { startTransition, use, useEffect, useState } from 'react';
import { screenNamespaces, useTranslation, type I18n } from '@evisa/i18n';
import type { ScreenModule } from './load-remote';
import type { RemoteRef } from './remote-screen';
import { arrivedScreen, loadScreen } from './screen-loads';

/**
 * What the page's pre-rendered HTML holds for its screen, until the applicant first navigates (see hydrateScreen):
 * the screen itself (a pre-rendered page) or the loading indicator (a pre-rendered frame).
 */
let hydrating: { key: string; held: 'screen' | 'loading' } | undefined;
const readyForHydration = new Map<string, Promise<ScreenModule>>();

/**
 * The page arrived pre-rendered (shell/prerender), so its first render must be the server's HTML. With its screen
 * (`held: 'screen'`): that render waits for the screen's module and texts suspended, so that React keeps the server's
 * HTML on the screen until it can render the same, instead of a loading indicator. With its frame (`'loading'`):
 * that render shows the loading indicator even if the module is already here; the screen renders just after.
 */
export function hydrateScreen(ref: RemoteRef, held: 'screen' | 'loading'): void {
  hydrating = { key: `${ref.remote}/${ref.expose}`, held };
}

/**
 * The screen's module with its texts loaded, once per screen. A pre-rendered screen is hydrated only once this has
 * settled: its first render then suspends nowhere, so the hydration a visitor's first click forces completes at
 * once and that click is answered, instead of leaving a suspended screen that the click's update renders anew.
 */
export function screenReadyToRender(ref: RemoteRef, i18n: I18n): Promise<ScreenModule> {
  const key = `${ref.remote}/${ref.expose}`;
  let ready = readyForHydration.get(key);
  if (!ready) {
    ready = loadScreen(ref.remote, ref.expose).then(async (module) => {
      await i18n.loadNamespaces(screenNamespaces());
      return module;
    });
    readyForHydration.set(key, ready);
  }
  return ready;
}

/** The applicant has left the pre-rendered page: screens shown from now on load as usual. */
export function endHydration(): void {
  hydrating = undefined;
}

/**
 * A remote's screen module, loaded with its texts; undefined while it loads. A failure to load is thrown when
 * rendering, to the error boundary around the screen.
 *
 * Loaded through state rather than React.lazy: lazy() suspends, and React reveals content that suspended behind a
 * fallback no sooner than 300 ms after that fallback showed (react-dom's FALLBACK_THROTTLE_MS), whereas a state
 * update that renders a module already here, its texts already in the translation layer, is committed at once.
 * On the throttled phone profile the page's screen then paints as soon as it has arrived (docs/performance.md).
 */
export function useScreenModule(ref: RemoteRef, attempt: number): ScreenModule | undefined {
  const key = `${ref.remote}/${ref.expose}`;
  const { i18n } = useTranslation();
  // Decided once: the caller is remounted for each screen and each attempt, and a Retry (attempt > 0) loads afresh.
  const [loaded, setLoaded] = useState<{ module?: ScreenModule; error?: unknown }>(() => {
    const heldLoading = hydrating?.key === key && hydrating.held === 'loading';
    const here = attempt === 0 && !heldLoading ? arrivedScreen(ref.remote, ref.expose) : undefined;
    const textsHere = screenNamespaces().every((namespace) => i18n.hasLoadedNamespace(namespace));
    return here && textsHere ? { module: here } : {};
  });
  const shown = loaded.module !== undefined;

  useEffect(() => {
    if (shown) return undefined;
    let current = true;
    loadScreen(ref.remote, ref.expose, attempt > 0)
      .then(async (module) => {
        await i18n.loadNamespaces(screenNamespaces());
        // A transition: the screen's first render (a form's is the page's longest task) gives the main thread back
        // between slices. It is committed as soon as it is rendered: nothing in it waits.
        if (current) startTransition(() => setLoaded({ module }));
      })
      .catch((error: unknown) => {
        if (current) setLoaded({ error });
      });
    return () => {
      current = false;
    };
    // `ref` is the same screen as long as `key` is
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, shown, i18n]);

  if (loaded.error !== undefined) throw loaded.error;
  if (!loaded.module && attempt === 0 && hydrating?.key === key && hydrating.held === 'screen') {
    return use(screenReadyToRender(ref, i18n));
  }
  return loaded.module;
}
