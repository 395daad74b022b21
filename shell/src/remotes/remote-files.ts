/**
 * What a remote's build lists in `preload.json` beside its remoteEntry.js (libs/federation/src/remote-preload-list.cjs):
 * each exposed screen's start-up files, and its texts files by language.
 */
export interface RemotePreloadList {
  screens?: Record<string, { js?: string[]; css?: string[] }>;
  texts?: Record<string, string[]>;
}

/** Where a remote's list is: beside its entry. */
export const preloadListUrl = (entry: string) => new URL('preload.json', entry).href;

/** The files to ask for early for one screen in one language: [URL, as] pairs, absolute. */
export function filesToPreload(list: RemotePreloadList, listUrl: string, expose: string, language: string): Array<[string, 'script' | 'style']> {
  const screen = list.screens?.[expose];
  const files: Array<[string, 'script' | 'style']> = [
    ...(screen?.css ?? []).map((file): [string, 'style'] => [file, 'style']),
    ...(screen?.js ?? []).map((file): [string, 'script'] => [file, 'script']),
    ...(list.texts?.[language] ?? []).map((file): [string, 'script'] => [file, 'script']),
  ];
  return files.map(([file, as]) => [new URL(file, listUrl).href, as]);
}

/**
 * Asks for the page's screen's files and its texts in the page's language while remoteEntry.js downloads, instead of
 * after it has arrived and run, and after the screen's chunks have run (docs/performance.md):
 * `<link rel="preload">` for each; the remote's own chunk loading later asks for the same URLs and gets these
 * downloads. Nothing happens when the list cannot be read (a release without one, a network failure): the files then
 * load as before.
 */
export async function preloadRemoteFiles(entry: string, expose: string, language: string): Promise<void> {
  const listUrl = preloadListUrl(entry);
  try {
    const response = await fetch(listUrl);
    if (!response.ok) return;
    const list = (await response.json()) as RemotePreloadList;
    for (const [href, as] of filesToPreload(list, listUrl, expose, language)) {
      const link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', as);
      link.setAttribute('href', href);
      document.head.appendChild(link);
    }
  } catch {
    // the files load when the remote asks for them
  }
}
