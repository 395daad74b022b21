import { createContext, createElement, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { registerNamespace, useTranslation, type NamespaceLoader } from '@evisa/i18n';
import { withRuleValues } from '@evisa/i18n/rule-values';

/**
 * This remote's texts ship with it; only the active language is downloaded, and each screen downloads only the
 * parts of locales/<language>/info.json it shows (texts/screen-texts.cjs), as its own namespace `info-<screen>`
 * whose keys are the file's ('home.title', 'sidebar.title'...).
 */
const ScreenNamespace = createContext<string | undefined>(undefined);

const registered: string[] = [];

/**
 * Registers a screen's texts. Called by the screen's module (its loader is the module's own import(), so each
 * screen's chunk names only its own texts): the download starts when the shell loads the screen, beside it.
 */
export function screenTexts(screen: string, loader: NamespaceLoader): string {
  const namespace = `info-${screen}`;
  registerNamespace(namespace, loader);
  if (!registered.includes(namespace)) registered.push(namespace);
  return namespace;
}

/** The namespaces registered so far (the tests load them before rendering). */
export function registeredScreenTexts(): readonly string[] {
  return registered;
}

/** Gives the components below the texts of a screen (`namespace`: what screenTexts returned). */
export function ScreenTexts({ namespace, children }: { namespace: string; children: ReactNode }) {
  return createElement(ScreenNamespace.Provider, { value: namespace }, children);
}

/** The screen component that provides its texts' namespace to every component of this remote it renders. */
export function withScreenTexts(namespace: string, Screen: ComponentType): ComponentType {
  function ScreenWithTexts() {
    return createElement(ScreenTexts, { namespace, children: createElement(Screen) });
  }
  ScreenWithTexts.displayName = `WithTexts(${Screen.displayName ?? Screen.name})`;
  return ScreenWithTexts;
}

/**
 * useTranslation on the texts of the screen being rendered, whose rule figures (`{{rule.photoMaxSize}}`, processing
 * times...) come from the definitions the uploads and the server enforce.
 */
export function useInfoTranslation() {
  const namespace = useContext(ScreenNamespace);
  if (namespace === undefined) throw new Error('useInfoTranslation outside a screen: wrap the screen in withScreenTexts');
  const { t, i18n } = useTranslation(namespace);
  const ruled = useMemo(() => withRuleValues(t, i18n.language), [t, i18n.language]);
  return { t: ruled, i18n };
}
