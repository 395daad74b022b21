/** A namespace's texts for one language, loaded on demand so only the active language is downloaded. */
export type NamespaceLoader = (language: string) => Promise<{ default: Record<string, unknown> } | Record<string, unknown>>;

/** The shared namespace of the stored answers' labels (fields, purpose fields, preview sections). */
export const ANSWERS_NAMESPACE = 'answers';

/** The shared namespace of the application journey's frame (number, progress, error summary, failed saves). */
export const JOURNEY_NAMESPACE = 'journey';

const loaders = new Map<string, NamespaceLoader>();
/** Downloads started when a namespace was registered, by `<language>/<namespace>`; each is handed out once. */
const started = new Map<string, ReturnType<NamespaceLoader>>();
/** The namespaces whose download a screen's module started (see screenNamespaces). */
const withScreens = new Set<string>();
let pageLanguage: string | undefined;

/**
 * Each remote registers the loader of its own namespace (its texts ship with the remote, so a remote's
 * release carries its own translations). `common` is registered by this library.
 *
 * A namespace registered once the page's language is known (a remote's screen module, evaluated when the shell
 * loads it) starts downloading its texts at once, together with the screen, instead of when the screen first
 * renders and asks for them: one round trip less before the screen shows (docs/performance.md).
 */
export function registerNamespace(namespace: string, loader: NamespaceLoader): void {
  loaders.set(namespace, loader);
  startWithScreen(namespace);
}

/**
 * A remote's module names a namespace registered elsewhere that its screens show (the validation messages): its
 * download starts now, and it is put in place with the screen's own texts (screenNamespaces).
 */
export function requireNamespace(namespace: string): void {
  startWithScreen(namespace);
}

/** Once the page's language is known (a screen's module is being evaluated), starts a namespace's download. */
function startWithScreen(namespace: string): void {
  const loader = loaders.get(namespace);
  if (!loader || pageLanguage === undefined || withScreens.has(namespace)) return;
  withScreens.add(namespace);
  const download = loader(pageLanguage);
  download.catch(() => undefined); // a failure is reported when the texts are asked for
  started.set(`${pageLanguage}/${namespace}`, download);
}

/**
 * The namespaces of the screens loaded so far (registered or required once the page's language was known): the
 * shell puts them in the translation layer before it shows a screen it has loaded, so that the screen renders at
 * once instead of suspending on its texts (docs/performance.md).
 */
export function screenNamespaces(): string[] {
  return [...withScreens];
}

/** The language of the page, set by createI18n and on every switch: namespaces registered later start at once. */
export function setPageLanguage(language: string): void {
  pageLanguage = language;
}

/** The texts of a namespace in a language: the download its registration started, else a new one. */
export function loadNamespace(namespace: string, language: string): ReturnType<NamespaceLoader> | undefined {
  const key = `${language}/${namespace}`;
  const download = started.get(key);
  if (download) {
    started.delete(key);
    return download;
  }
  return loaders.get(namespace)?.(language);
}

export function namespaceLoader(namespace: string): NamespaceLoader | undefined {
  return loaders.get(namespace);
}
