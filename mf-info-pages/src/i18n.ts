import { createContext, createElement, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { registerNamespace, requireNamespace, useTranslation, type NamespaceLoader } from '@evisa/i18n';
import { withRuleValues } from '@evisa/i18n/rule-values';

/**
 * This remote's texts ship with it, one file per namespace and language (locales/<language>/info-<screen>.json),
 * and only the page's language is downloaded. `info` holds what every information page shows: the side column
 * (support box, side menu) and the shared buttons; each screen adds its own file, so the home page does not
 * download the texts of the other information pages.
 */
export const INFO_NAMESPACE = 'info';

const registered: string[] = [];

/**
 * Registers one of this remote's text files. Called by the module that shows it (its loader is that module's own
 * import(), so a screen's chunk names only its own texts): the download starts when the shell loads the screen.
 */
export function infoTexts(namespace: string, loader: NamespaceLoader): string {
  registerNamespace(namespace, loader);
  if (!registered.includes(namespace)) registered.push(namespace);
  return namespace;
}

/**
 * Names a shared text file (registered by @evisa/i18n, such as the countries' names) that a module of this remote
 * shows: like the screen's own texts, its download starts when the shell loads the screen, and it is in place before
 * the screen renders, in the pre-render and before the page is taken over alike (screenNamespaces).
 */
export function sharedTexts(namespace: string): string {
  requireNamespace(namespace);
  if (!registered.includes(namespace)) registered.push(namespace);
  return namespace;
}

infoTexts(INFO_NAMESPACE, (language) => import(`../locales/${language}/info.json`));

/** The namespaces registered or named as shared so far (the tests load them before rendering). */
export function registeredInfoTexts(): readonly string[] {
  return registered;
}

const ScreenNamespaces = createContext<readonly string[] | undefined>(undefined);

/** Gives the components below a screen's own texts (what infoTexts returned), then the side column's. */
export function ScreenTexts({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const lookup = useMemo(() => [...namespaces, INFO_NAMESPACE], [namespaces]);
  return createElement(ScreenNamespaces.Provider, { value: lookup }, children);
}

/** The screen component that provides its texts' namespaces to every component of this remote it renders. */
export function withScreenTexts(namespaces: readonly string[], Screen: ComponentType): ComponentType {
  function ScreenWithTexts() {
    return createElement(ScreenTexts, { namespaces, children: createElement(Screen) });
  }
  ScreenWithTexts.displayName = `WithTexts(${Screen.displayName ?? Screen.name})`;
  return ScreenWithTexts;
}

/**
 * `t` over the texts of the screen being rendered (a key is looked up in each of its namespaces in turn), whose rule
 * figures (`{{rule.photoMaxSize}}`, processing times...) come from the definitions the uploads and the server enforce.
 */
export function useInfoTranslation() {
  const namespaces = useContext(ScreenNamespaces);
  if (namespaces === undefined) throw new Error('useInfoTranslation outside a screen: wrap the screen in withScreenTexts');
  const { i18n } = useTranslation(namespaces);
  const language = i18n.language;
  const t = useMemo(() => withRuleValues(i18n.getFixedT(namespaces), language), [i18n, namespaces, language]);
  return { t, i18n };
}
