// Work the page does not wait for (hints for later downloads, warming locale data), done when the browser is idle.

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

/** Nodes waiting for an idle moment to go into the head, in the order they were handed over. */
const forHead: Node[] = [];

function appendNext(): void {
  const node = forHead.shift();
  if (node) document.head.appendChild(node);
  if (forHead.length > 0) whenIdle(appendNext);
}

/**
 * Puts each of `nodes` into the head in an idle moment of its own, after those handed over before: each
 * `<link rel="prefetch">` starts its download when it is inserted, which costs the main thread several ms on a slow
 * phone, and a dozen at once made one long task.
 */
export function appendToHeadWhenIdle(nodes: Node[]): void {
  const waiting = forHead.length > 0;
  forHead.push(...nodes);
  if (!waiting && forHead.length > 0) whenIdle(appendNext);
}
