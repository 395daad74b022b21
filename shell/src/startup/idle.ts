// Download hints put into the head when the browser is idle, not all at once.
import { whenIdle } from '@evisa/ui/browser';

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
