// A held public page (hydration-on-interaction.ts) runs only its held entry until the visitor's first interaction.
// What that interaction will need is hinted to the browser once the page has loaded and the browser is idle, as
// `<link rel="prefetch">`: downloaded at the lowest priority and not run, so nothing competes with the page's first
// paint and its largest image, and the first tap finds the files in the cache.
import { appendToHeadWhenIdle } from './idle';
import { preloadRemoteFiles } from './remote-files';
import type { RemotesManifest } from './remotes-manifest';
import { screenRouteFor } from './screen-route-match';

/**
 * The inert `<template>` the pre-render writes into a held page's head (shell/prerender): a prefetch link for each of
 * the shell's start-up files (its entry, the bootstrap, React, the router, the translation core, the kit, its style sheet)
 * and the shell's texts in the page's language.
 */
export const STARTUP_PREFETCH_ID = 'startup-prefetch';

/** The attribute by which a held page's entry script names the shell's entry, which it runs at the first interaction (held-entry.ts). */
export const MAIN_SCRIPT_ATTRIBUTE = 'data-main';

/**
 * The template's prefetch links, put into the head (where they take effect), each in an idle moment; none when the
 * page has no template.
 */
export function prefetchShellStartup(): void {
  const template = document.getElementById(STARTUP_PREFETCH_ID);
  if (template instanceof HTMLTemplateElement) appendToHeadWhenIdle([...template.content.cloneNode(true).childNodes]);
}

/**
 * Prefetches what the page's start needs at the first interaction: the shell's start-up files, and the page's screen
 * in its remote (the entry `remotes` names, the screen's chunks and its texts in `language`: the remote's preload
 * list, read beside its entry at run time, as a remote is released apart from the shell).
 */
export async function prefetchStartup(pathname: string, language: string, remotes: Promise<RemotesManifest>): Promise<void> {
  prefetchShellStartup();
  const route = screenRouteFor(pathname);
  const entry = route && (await remotes.catch((): RemotesManifest => ({})))[route.remote];
  if (route && entry) await preloadRemoteFiles(entry, route.expose, language, { rel: 'prefetch' });
}
