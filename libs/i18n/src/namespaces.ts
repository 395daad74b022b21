/** A namespace's texts for one language, loaded on demand so only the active language is downloaded. */
export type NamespaceLoader = (language: string) => Promise<{ default: Record<string, unknown> } | Record<string, unknown>>;

const loaders = new Map<string, NamespaceLoader>();

/**
 * Each remote registers the loader of its own namespace (its texts ship with the remote, so a remote's
 * release carries its own translations). `common` is registered by this library.
 */
export function registerNamespace(namespace: string, loader: NamespaceLoader): void {
  loaders.set(namespace, loader);
}

export function namespaceLoader(namespace: string): NamespaceLoader | undefined {
  return loaders.get(namespace);
}
