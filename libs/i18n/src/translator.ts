// Ours rather than i18next + react-i18next, which were 66 KB minified of every page's start-up for the few features
// below: the start-up i18n chunk 25.2 -> 3.0 KB gzip-compressed, `/` 170.8 -> 150.8 KB of JS gzip (docs/performance.md).
//
// The site's texts keep i18next's JSON (v4) format and meaning:
// - namespaces (one JSON file per namespace and language), a key `a.b.c` of nested objects, `ns:key`;
// - plurals by `count`: `key_zero` (count 0), then `key_<form>` with the form `Intl.PluralRules` gives the language
//   (`_one`, `_two`, `_few`, `_many`, `_other`), then `key`;
// - interpolation `{{name}}` (`{{a.b}}`), not escaped (React escapes); an option not given leaves `{{name}}`;
// - `defaultValue`, `returnObjects`, `lng`; a missing key gives the key back (without its `ns:`).

/** A namespace's texts in one language: the JSON file as it is. */
export type Texts = { readonly [key: string]: unknown };

/** The texts of a namespace in a language, downloaded; undefined for a namespace nobody registered (no texts). */
export type TextsLoader = (namespace: string, language: string) => Promise<Texts> | undefined;

export interface TOptions {
  /** The namespace(s) to look in, first to last, instead of the function's own. */
  ns?: string | readonly string[];
  /** Picks the plural form, and is a value `{{count}}`. */
  count?: number;
  /** The text when the key is missing (interpolated like a found one). */
  defaultValue?: string;
  /** Gives an object or array of texts as it is in the JSON (its strings interpolated), not only a string. */
  returnObjects?: boolean;
  /** Another loaded language than the page's. */
  lng?: string;
  /** The values `{{name}}` stands for. */
  [value: string]: unknown;
}

/** Looks a key up; returns a string unless `returnObjects` asks for what the JSON holds there. */
export type TFunction = (key: string, options?: TOptions) => string;

interface Events {
  /** After a switch, once the texts of every namespace used so far are in place in the new language. */
  languageChanged: [language: string];
  /** A key looked up that no namespace asked holds (tests list them: mf-info-pages' renderScreen). */
  missingKey: [namespace: string, key: string, language: string];
}
type Listener<E extends keyof Events> = (...args: Events[E]) => void;

export const DEFAULT_NAMESPACE = 'common';
const NAMESPACED_KEY = /^([\w-]+):(.+)$/;
const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function valueAt(source: unknown, path: string): unknown {
  let value = source;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function interpolate(text: string, values: TOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = valueAt(values, name);
    return value === undefined || value === null ? placeholder : String(value);
  });
}

function interpolateAll(value: unknown, values: TOptions): unknown {
  if (typeof value === 'string') return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, values));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateAll(item, values)]));
  }
  return value;
}

const listOf = (namespaces: string | readonly string[]): readonly string[] => (typeof namespaces === 'string' ? [namespaces] : namespaces);

/**
 * The page's texts: which namespaces are here in which language, looking keys up in them, and the language.
 * Downloads go through the loader it is given (namespaces.ts): a namespace is downloaded once per language.
 */
export class Translator {
  /** The page's language. */
  language: string;
  /** Texts by `<language>|<namespace>`. */
  private readonly texts = new Map<string, Texts>();
  /** Downloads under way, by the same key; they settle as `undefined` and leave a failure in `failures`. */
  private readonly downloads = new Map<string, Promise<void>>();
  private readonly failures = new Map<string, unknown>();
  /** The namespaces asked for so far: a switch of language puts them in place in the new one first. */
  private readonly used = new Set<string>();
  private readonly listeners: { [E in keyof Events]: Set<Listener<E>> } = { languageChanged: new Set(), missingKey: new Set() };
  private switchingTo: string | undefined;
  /** `t` of the default namespace. */
  readonly t: TFunction;

  constructor(
    language: string,
    private readonly load: TextsLoader,
  ) {
    this.language = language;
    this.t = this.getFixedT(DEFAULT_NAMESPACE);
  }

  /** The same as `language` (every language is served whole: no fallback). */
  get resolvedLanguage(): string {
    return this.language;
  }

  on<E extends keyof Events>(event: E, listener: Listener<E>): void {
    this.listeners[event].add(listener);
  }

  off<E extends keyof Events>(event: E, listener: Listener<E>): void {
    this.listeners[event].delete(listener);
  }

  private emit<E extends keyof Events>(event: E, ...args: Events[E]): void {
    for (const listener of [...this.listeners[event]]) listener(...args);
  }

  /** For useSyncExternalStore: calls back on every change of language. */
  readonly subscribe = (onChange: () => void): (() => void) => {
    this.on('languageChanged', onChange);
    return () => this.off('languageChanged', onChange);
  };

  readonly getLanguage = (): string => this.language;

  hasLoadedNamespace(namespace: string, language = this.language): boolean {
    return this.texts.has(`${language}|${namespace}`);
  }

  /** Puts texts in place (merged over what is there). */
  addResourceBundle(language: string, namespace: string, texts: Texts): void {
    const key = `${language}|${namespace}`;
    this.texts.set(key, { ...this.texts.get(key), ...texts });
  }

  /** Downloads the namespaces not here yet in the page's language; rejects with the first failure. */
  async loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    await this.loadIn(this.language, listOf(namespaces));
  }

  private async loadIn(language: string, namespaces: readonly string[]): Promise<void> {
    const keys = namespaces.map((namespace) => `${language}|${namespace}`);
    keys.forEach((key) => this.failures.delete(key));
    await Promise.all(namespaces.map((namespace) => this.download(language, namespace)));
    const failed = keys.find((key) => this.failures.has(key));
    if (failed !== undefined) {
      const error = this.failures.get(failed);
      this.failures.delete(failed);
      throw error;
    }
  }

  private download(language: string, namespace: string): Promise<void> {
    this.used.add(namespace);
    const key = `${language}|${namespace}`;
    if (this.texts.has(key)) return Promise.resolve();
    let download = this.downloads.get(key);
    if (!download) {
      download = Promise.resolve(this.load(namespace, language))
        .then(
          (texts) => this.addResourceBundle(language, namespace, texts ?? {}),
          (error: unknown) => void this.failures.set(key, error),
        )
        .finally(() => this.downloads.delete(key));
      this.downloads.set(key, download);
    }
    return download;
  }

  /**
   * For a component's render (useTranslation): nothing when the namespaces are here; else what to throw, the
   * download to suspend on or, once a download failed, its error (for the error boundary; asked again, a new
   * download starts).
   */
  pending(namespaces: readonly string[]): { wait: Promise<unknown> } | { error: unknown } | undefined {
    const missing = namespaces.filter((namespace) => !this.hasLoadedNamespace(namespace));
    if (missing.length === 0) return undefined;
    const failed = missing.map((namespace) => `${this.language}|${namespace}`).find((key) => this.failures.has(key));
    if (failed !== undefined) {
      const error = this.failures.get(failed);
      this.failures.delete(failed);
      return { error };
    }
    return { wait: Promise.all(missing.map((namespace) => this.download(this.language, namespace))) };
  }

  /** Puts every namespace used so far in place in the language, then switches to it and tells the listeners. */
  async changeLanguage(language: string): Promise<void> {
    this.switchingTo = language;
    await this.loadIn(language, [...this.used]);
    if (this.switchingTo !== language) return; // a later switch overtook this one
    this.switchingTo = undefined;
    this.language = language;
    this.emit('languageChanged', language);
  }

  /** A `t` that looks in these namespaces (the first unless a key or `ns` says otherwise), keys under `keyPrefix`. */
  getFixedT(namespaces: string | readonly string[] = DEFAULT_NAMESPACE, keyPrefix?: string): TFunction {
    const own = listOf(namespaces);
    return ((key: string, options: TOptions = {}) => this.translate(key, options, own, keyPrefix)) as TFunction;
  }

  private translate(key: string, options: TOptions, own: readonly string[], keyPrefix: string | undefined): unknown {
    const namespaced = NAMESPACED_KEY.exec(key);
    const path = namespaced ? namespaced[2] : keyPrefix ? `${keyPrefix}.${key}` : key;
    const namespaces = namespaced ? [namespaced[1]] : options.ns !== undefined ? listOf(options.ns) : own;
    const language = options.lng ?? this.language;
    const { count } = options;
    const candidates = typeof count === 'number' ? [...(count === 0 ? [`${path}_zero`] : []), `${path}_${pluralForm(language, count)}`, path] : [path];
    for (const namespace of namespaces) {
      const texts = this.texts.get(`${language}|${namespace}`);
      for (const candidate of candidates) {
        const found = valueAt(texts, candidate);
        if (typeof found === 'string') return interpolate(found, options);
        if (found !== undefined && found !== null && options.returnObjects) return interpolateAll(found, options);
      }
    }
    this.emit('missingKey', namespaces[0], path, language);
    return options.defaultValue !== undefined ? interpolate(options.defaultValue, options) : path;
  }
}
