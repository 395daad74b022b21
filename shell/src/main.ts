import { startEarlyFetches, startPageTexts } from './early-fetches';
import { registerRemotesOnce } from './remotes/remote-registry';
import { preloadScreenFor } from './remotes/route-preload';

// The configuration, the remotes manifest and the page's texts need no React: ask for them now, beside the
// shared chunks (the page preloads the first two).
startEarlyFetches();
startPageTexts();
// An async boundary so that shared modules (React, the router, i18n) are negotiated before any of them runs.
import('./bootstrap');
// The page's remote screen loads as soon as its remote is registered, in parallel with the shell's start (its files
// are already downloading: early.ts).
void registerRemotesOnce().then(() => preloadScreenFor(window.location.pathname));
