// The page's first script (early.ts) starts downloads main.js needs too (the remotes manifest, the site
// configuration) and leaves a copy of each response here: main.js takes the copy instead of asking the server
// again. No dependencies: early.ts imports this module.

const HANDOFF = '__evisaHandedOverFetches';
type Holder = { [HANDOFF]?: Map<string, Promise<Response>> };

const handedOver = (): Map<string, Promise<Response>> => ((globalThis as Holder)[HANDOFF] ??= new Map());

/** Starts the download of `url`; returns its response, and keeps a copy for takeHandedOverFetch. */
export function startHandedOverFetch(url: string): Promise<Response> {
  const response = fetch(url);
  // Cloned before the caller reads the body (this callback is registered first, so it runs first).
  const copy = response.then((r) => r.clone());
  copy.catch(() => undefined); // the failure is handled where the copy is read
  handedOver().set(url, copy);
  return response;
}

/** The response startHandedOverFetch started for `url`, handed out once; undefined without one. */
export function takeHandedOverFetch(url: string): Promise<Response> | undefined {
  const response = handedOver().get(url);
  handedOver().delete(url);
  return response;
}
