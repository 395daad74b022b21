import { useEffect, useState } from 'react';
import { screenNamespaces, useTranslation } from '@evisa/i18n';
import type { ScreenModule } from './load-remote';
import type { RemoteRef } from './remote-screen';
import { arrivedScreen, loadScreen } from './screen-loads';

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
    const here = attempt === 0 ? arrivedScreen(ref.remote, ref.expose) : undefined;
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
        if (current) setLoaded({ module });
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
  return loaded.module;
}
