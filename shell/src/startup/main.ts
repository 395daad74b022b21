// The page's start, top to bottom (the shell's webpack entry). Everything before the bootstrap import needs no
// React: it runs while React and the other shared libraries download (index.html preloads them beside this file).
import { loadCommonTexts } from '@evisa/i18n/common-texts';
import { warmLocaleData } from '@evisa/i18n/format';
import { initialLanguage } from '@evisa/i18n/languages';
import { registerRemotesOnce } from '../remotes/remote-registry';
import { loadShellTexts } from '../shell-texts';
import { readJsonOnce, SITE_CONFIG_URL } from './early-requests';
import { holdHydrationUntilInteraction, isUsableAsHtml } from './hydration-on-interaction';
import { startPageScreen } from './page-screen';

const language = initialLanguage();

// 0. A pre-rendered public page is usable as it is: the bootstrap takes it over at the visitor's first interaction.
if (isUsableAsHtml(document.getElementById('root'), window.location.pathname)) holdHydrationUntilInteraction();

// 1. What the first render needs: the site configuration, the remotes (registered once the manifest is read) and
//    the page's texts in its language. The bootstrap asks for the same and gets these downloads.
void readJsonOnce(SITE_CONFIG_URL);
const remotes = registerRemotesOnce();
for (const load of [loadCommonTexts, loadShellTexts]) load(language).catch(() => undefined);

// 2. The page's remote screen: its files, its module and its data, in parallel with the shell's start.
void startPageScreen(window.location.pathname, language, remotes);

// 3. React: an async boundary, so that the shared modules (React, the router, i18n) are negotiated before any runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');

// 4. While the scripts download the main thread is idle: the browser's locale data the forms need is loaded then
//    (Safari has no requestIdleCallback: a timer does there).
const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 0));
whenIdle(() => warmLocaleData(language));
