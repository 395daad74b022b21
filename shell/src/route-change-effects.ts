import { useEffect, useRef } from 'react';
import { useLocation } from '@evisa/routing';
import { endHydration } from './remotes/use-screen-module';
import { discardScreenPreload } from './startup/page-screen';

const HEADING_WAIT_MS = 5000;

/**
 * On every route change: scroll to the top (spec 2.1) and move focus to the new page's main heading,
 * which may arrive a moment later when its remote finishes loading; data preloaded for the first route's screen
 * and not shown is forgotten, and a pre-rendered page's screen has been left.
 */
export function useRouteChangeEffects(): void {
  const { pathname } = useLocation();
  const isFirstRender = useRef(true);
  useEffect(() => {
    // The first route is the page the browser loaded: its position is the browser's (and the visitor's, who may
    // have scrolled before the page was hydrated).
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    discardScreenPreload();
    endHydration();
    dropPrerenderedStyles();
    const main = document.getElementById('main');
    if (!main) return;
    const focusHeading = () => {
      const heading = main.querySelector('h1');
      if (!heading) return false;
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => focusHeading() && observer.disconnect());
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);
}

/**
 * A pre-rendered page's inlined style element holds only the rules of the screen it was rendered with
 * (shell/prerender/page-style.ts), and stays after the sheets loaded since (libs/federation: INSERT_STYLE_SHEET). Once
 * the visitor has left that screen it would only reorder the loaded sheets' rules: one of its rules would win over a
 * later rule of the next screen's of equal specificity. The loaded sheets hold all of its rules: the shell's came with
 * the page's script, and a screen's come with its module, before the screen shows.
 */
function dropPrerenderedStyles(): void {
  document.querySelector('style[data-prerendered]')?.remove();
}
