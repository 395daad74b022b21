import type { NamespaceLoader } from '@evisa/i18n';

/** The shell's own texts (chrome, loading and error panels): one file per language, loaded on demand. */
export const SHELL_NAMESPACE = 'shell';

export const loadShellTexts: NamespaceLoader = (language) => import(/* webpackChunkName: "i18n-shell-[request]" */ `../locales/${language}/shell.json`);
