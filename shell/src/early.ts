// The page's first script (libs/federation's `earlyEntry`, before main.js): see remotes/start-route-files.ts.
import { warmLocaleData } from '@evisa/i18n/format';
import { initialLanguage } from '@evisa/i18n/languages';
import { startRouteFiles } from './remotes/start-route-files';

const language = initialLanguage();
void startRouteFiles(window.location.pathname, language);
// While the page's scripts download, the main thread is idle: the locale data the forms need is loaded then
// (Safari has no requestIdleCallback: a timer does there).
const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 0));
whenIdle(() => warmLocaleData(language));
