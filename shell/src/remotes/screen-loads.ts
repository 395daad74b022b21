import { loadRemoteScreen, type ScreenModule } from './load-remote';

// Every screen load of the page, by `remote/expose`: the start of the page's screen (startup/page-screen.ts) and
// RemoteScreen share them, so the page's screen is loaded once and its arrival is known without waiting.
const loads = new Map<string, Promise<ScreenModule>>();
const arrived = new Map<string, ScreenModule>();

/** A screen's module, loaded once per page; `fresh` loads it again (Retry, after the remote was reset). */
export function loadScreen(remote: string, expose: string, fresh = false): Promise<ScreenModule> {
  const key = `${remote}/${expose}`;
  const known = fresh ? undefined : loads.get(key);
  if (known) return known;
  arrived.delete(key);
  const load = loadRemoteScreen(remote, expose);
  loads.set(key, load);
  load.then(
    (module) => arrived.set(key, module),
    () => undefined, // shown by RemoteScreen, which asks for the same load
  );
  return load;
}

/** The screen's module if it has already arrived. */
export function arrivedScreen(remote: string, expose: string): ScreenModule | undefined {
  return arrived.get(`${remote}/${expose}`);
}
