import { useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_NAMESPACE, type TFunction, type Translator } from '../translator';
import { useTranslator } from './provider';

/**
 * `t` of the first of the namespaces (`common` when none is named) and the page's translator. The component
 * suspends (React Suspense) until the namespaces are here in the page's language, and renders again when the
 * language changes.
 */
export function useTranslation(namespaces: string | readonly string[] = DEFAULT_NAMESPACE, { keyPrefix }: { keyPrefix?: string } = {}): { t: TFunction; i18n: Translator } {
  const i18n = useTranslator();
  const language = useSyncExternalStore(i18n.subscribe, i18n.getLanguage, i18n.getLanguage);
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const first = list[0] ?? DEFAULT_NAMESPACE;
  // `language` is a dependency so that `t` is a new function after a switch (effects that use it run again).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => i18n.getFixedT(first, keyPrefix), [i18n, first, keyPrefix, language]);
  const pending = i18n.pending(list);
  if (pending && 'error' in pending) throw pending.error;
  if (pending) throw pending.wait;
  return { t, i18n };
}
