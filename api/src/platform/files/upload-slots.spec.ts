import { UploadSlots } from './upload-slots';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('UploadSlots', () => {
  it('lets `active` uploads through at once and the others in arrival order as slots free up', async () => {
    const slots = new UploadSlots({ active: 2, waiting: 10, waitMs: 10_000 });
    const first = await slots.acquire();
    const second = await slots.acquire();
    const order: number[] = [];
    const third = slots.acquire().then((release) => (order.push(3), release));
    const fourth = slots.acquire().then((release) => (order.push(4), release));
    await tick();
    expect(order).toEqual([]);
    expect(slots.queued).toBe(2);
    first();
    first(); // a second call changes nothing
    await tick();
    expect(order).toEqual([3]);
    expect(slots.inUse).toBe(2);
    second();
    await tick();
    expect(order).toEqual([3, 4]);
    (await third)();
    (await fourth)();
    expect(slots.inUse).toBe(0);
  });

  it('refuses at once when the queue is full, and after the longest wait', async () => {
    jest.useFakeTimers();
    try {
      const slots = new UploadSlots({ active: 1, waiting: 1, waitMs: 1_000 });
      const release = await slots.acquire();
      const waiting = slots.acquire();
      await expect(slots.acquire()).rejects.toThrow('queue full');
      jest.advanceTimersByTime(1_000);
      await expect(waiting).rejects.toThrow('wait timed out');
      expect(slots.queued).toBe(0);
      release();
      expect(slots.inUse).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('drops a waiting upload whose client went away', async () => {
    const slots = new UploadSlots({ active: 1, waiting: 5, waitMs: 10_000 });
    const release = await slots.acquire();
    let leave: () => void = () => undefined;
    const waiting = slots.acquire((fn) => (leave = fn));
    leave();
    await expect(waiting).rejects.toThrow('client gone');
    release();
    expect(slots.inUse).toBe(0);
    expect(slots.queued).toBe(0);
  });
});
