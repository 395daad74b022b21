import { readJson } from './early-requests';
import { appendToHeadWhenIdle } from './idle';

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

/** `preload`: needed now; `prefetch`: needed after the visitor's first interaction, asked for when the browser is idle. */
export type FileHint = 'preload' | 'prefetch';

function hint(rel: FileHint, href: string, as: 'script' | 'style'): HTMLLinkElement {
  const link = document.createElement('link');
  link.setAttribute('rel', rel);
  link.setAttribute('as', as);
  link.setAttribute('href', href);
  return link;
}

/**
 * Asks for a remote's remoteEntry.js, and beside it the screen's files and its texts in the page's language, before
 * the federation runtime does: `<link rel="preload">` for each (`rel`: or a prefetch, for a page that loads its remote
 * only at the visitor's first interaction), once `startWhen` has settled (the list is read at once); the runtime and
 * the remote's chunk loading later ask for the same URLs and get these downloads. When the list cannot be read (a
 * release without one, a network failure) only the entry is asked for: the other files then load as before.
 */
export async function preloadRemoteFiles(
  entry: string,
  expose: string,
  language: string,
  { startWhen = Promise.resolve(), rel = 'preload' }: { startWhen?: Promise<unknown>; rel?: FileHint } = {},
): Promise<void> {
  const listUrl = preloadListUrl(entry);
  const list = await readJson<RemotePreloadList>(listUrl).catch((): RemotePreloadList => ({}));
  await startWhen;
  const links = [hint(rel, entry, 'script'), ...filesToPreload(list, listUrl, expose, language).map(([href, as]) => hint(rel, href, as))];
  // What is needed now goes in at once; what is for later, in idle moments (appendToHeadWhenIdle).
  if (rel === 'preload') document.head.append(...links);
  else appendToHeadWhenIdle(links);
}
