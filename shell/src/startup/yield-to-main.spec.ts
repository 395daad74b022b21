import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { yieldToMain } from './yield-to-main';

// jsdom has no MessageChannel: Node's, the same HTML API.
globalThis.MessageChannel ??= NodeMessageChannel as unknown as typeof MessageChannel;

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('settles in a later task, through a message where there is no scheduler.yield: after the work already queued', async () => {
    let queuedRan = false;
    const yielded = yieldToMain().then(() => queuedRan);
    void Promise.resolve().then(() => (queuedRan = true));
    await expect(yielded).resolves.toBe(true);
  });

  it("uses the browser's scheduler.yield where it has one", async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
