// The start's steps each in a task of its own, so that the browser can answer the visitor (the first tap that started
// a held page) and paint between them, instead of one long task.

interface Scheduler {
  yield(): Promise<void>;
}

/**
 * Settles in a later task: `scheduler.yield()` where the browser has it (the rest keeps its place ahead of other
 * tasks), else a message to itself (a message runs sooner than a timer, which browsers clamp).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
