// The page's first script (libs/federation's `earlyEntry`, before main.js): see remotes/start-route-files.ts.
import { initialLanguage } from '@evisa/i18n/src/languages';
import { startRouteFiles } from './remotes/start-route-files';

void startRouteFiles(window.location.pathname, initialLanguage());
