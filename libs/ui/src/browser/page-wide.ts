// A module bundled into several scripts of one page (the held page's entry and the shell's, the shell and each
// remote) runs once in each: what must be one for the whole page lives on the page under a key every copy finds
// (Symbol.for is shared by every script of the page).

type Page = Record<symbol, unknown>;

/**
 * The page's one value under `key`, made by `create` for whichever copy asks first and then the same for every copy.
 * The key is part of the page's contract between separately released scripts: keep it once it is published.
 */
export function pageWide<T>(key: string, create: () => T): T {
  const page = globalThis as unknown as Page;
  const symbol = Symbol.for(key);
  if (!(symbol in page)) page[symbol] = create();
  return page[symbol] as T;
}

/** Tests: a new page, where the value under `key` is made afresh. */
export function forgetPageWide(key: string): void {
  delete (globalThis as unknown as Page)[Symbol.for(key)];
}
