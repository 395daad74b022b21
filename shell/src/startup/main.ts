// The page's start, top to bottom (the shell's webpack entry). Everything before the bootstrap import needs no
// React: it runs while React and the other shared libraries download (index.html preloads them beside this file; a
// held public page's entry prefetches them, 0. below).
import { todayIso } from '@evisa/contracts';
import { loadCommonTexts } from '@evisa/i18n/common-texts';
import { formatUsd } from '@evisa/i18n/format';
import { initialLanguage } from '@evisa/i18n/languages';
import { whenIdle } from '@evisa/ui/browser';
import { registerRemotesOnce } from '../remotes/remote-registry';
import type { ScreenRoute } from '../screen-routes';
import { loadShellTexts } from '../shell-texts';
import { readJsonOnce, SITE_CONFIG_URL } from './early-requests';
import { holdHydrationUntilInteraction, isUsableAsHtml } from './hydration-on-interaction';
import { startPageScreen } from './page-screen';
import { screenRouteFor } from './screen-route-match';
import { yieldToMain } from './yield-to-main';

const language = initialLanguage();
const { pathname } = window.location;

const FIRST_FORMATTERS: Record<NonNullable<ScreenRoute['firstFormatter']>, () => void> = {
  today: () => todayIso(),
  usd: () => formatUsd(0, language),
};

/**
 * The page's start: at once, or on a held page at the visitor's first interaction. Its steps run in tasks of their
 * own (yieldToMain), so that a tap that started it is answered and painted in between.
 */
async function start(): Promise<void> {
  // 1. What the first render needs: the site configuration, the remotes (registered once the manifest is read) and
  //    the page's texts in its language. The bootstrap asks for the same and gets these downloads.
  void readJsonOnce(SITE_CONFIG_URL);
  const remotes = registerRemotesOnce();
  for (const load of [loadCommonTexts, loadShellTexts]) load(language).catch(() => undefined);
  await yieldToMain();

  // 2. The page's remote screen: its files, its module and its data, in parallel with the shell's start. Only its
  //    remote loads: the federation's share strategy loads no other (libs/federation, SHARE_STRATEGY).
  void startPageScreen(pathname, language, remotes);
  await yieldToMain();

  // 3. React: an async boundary, so that the shared modules (React, the router, i18n) are negotiated before any runs.
  void import(/* webpackChunkName: "bootstrap" */ './bootstrap');

  // 4. While the scripts download the main thread is idle. A page's first Intl object loads the browser's locale
  //    data, a long task on a slow phone: the formatter the screen's first render needs (screen-routes.ts,
  //    firstFormatter) is built here instead, after which the screen's own are cheap.
  const firstFormatter = screenRouteFor(pathname)?.firstFormatter;
  if (firstFormatter) whenIdle(FIRST_FORMATTERS[firstFormatter]);
}

// 0. A pre-rendered public page is usable as it is (hydration-on-interaction.ts): until the visitor's first
//    interaction its only script is the held entry (held-entry.ts), which holds the page, hints what the start needs
//    once the browser is idle, and runs this file at that interaction: the hold is then already there, and the page
//    starts at once.
if (isUsableAsHtml(document.getElementById('root'), pathname)) void holdHydrationUntilInteraction().then(start);
else void start();
