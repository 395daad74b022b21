// Work a page does not wait for (hints for later downloads, warming locale data and option lists), done when the
// browser is idle.

/** Runs `callback` when the browser is idle (Safari has no requestIdleCallback: a timer does there). */
export function whenIdle(callback: () => void): void {
  if (window.requestIdleCallback) window.requestIdleCallback(() => callback());
  else setTimeout(callback, 0);
}

/** Runs `callback` once the page has loaded and then the browser is idle. */
export function whenLoadedAndIdle(callback: () => void): void {
  if (document.readyState === 'complete') whenIdle(callback);
  else window.addEventListener('load', () => whenIdle(callback), { once: true });
}
