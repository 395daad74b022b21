import type { NamespaceLoader } from './namespaces';

/**
 * The texts every screen uses (namespace `common`), one language per file. Its own module, without the translation core, so
 * that the shell's entry can start the page's language file before the shared libraries have loaded: webpack
 * downloads a chunk once, so the later load through the namespace registry takes the same download.
 */
export const loadCommonTexts: NamespaceLoader = (language) =>
  import(/* webpackChunkName: "i18n-common-[request]" */ `../locales/${language}/common.json`);
