// A held public page's only script until the visitor's first interaction (hydration-on-interaction.ts), started
// after the page's first frame by the loader the pre-render puts in the place of the shell's entry
// (shell/prerender/held-loader.ts). It holds no federation runtime and no React: it stands in for the page's script
// (the hold), reads the two small JSON files the start needs, and once the page has loaded and the browser is idle
// hints what the start will need (the shell's entry among it). At the first interaction it runs the shell's entry
// (main.ts), which starts the page; both bundles share the hold and the downloads (page-state.ts).
import { initialLanguage } from '@evisa/i18n/languages';
import { whenLoadedAndIdle } from '@evisa/ui/browser';
import { readJsonOnce, SITE_CONFIG_URL } from './early-requests';
import { holdHydrationUntilInteraction } from './hydration-on-interaction';
import { readRemotesManifest } from './remotes-manifest';
import { MAIN_SCRIPT_ATTRIBUTE, prefetchStartup } from './startup-prefetch';

/** The shell's entry, as the held entry's own script element names it (its loader copied it); read while this script runs. */
const mainScript = document.currentScript?.getAttribute(MAIN_SCRIPT_ATTRIBUTE);

/** Runs the shell's entry (downloaded by then, if the browser was idle before the interaction: prefetched). */
function runMain(src: string): void {
  const script = document.createElement('script');
  script.src = src;
  document.head.appendChild(script);
}

if (!mainScript) {
  // Fail closed: the page stays usable as HTML (links, menu, language choice), which is what it is until then.
  console.error(`The held page's entry script has no ${MAIN_SCRIPT_ATTRIBUTE}: the page cannot be taken over`);
} else {
  let started = false;
  const language = initialLanguage();
  void readJsonOnce(SITE_CONFIG_URL);
  const manifest = readRemotesManifest();
  manifest.catch(() => undefined); // the start reads it again, and shows a failure
  void holdHydrationUntilInteraction().then(() => {
    started = true;
    runMain(mainScript);
  });
  whenLoadedAndIdle(() => {
    if (!started) void prefetchStartup(window.location.pathname, language, manifest);
  });
}
