import { settledWithin } from './settled-within';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const state = (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  return () => settled;
};

describe('settledWithin', () => {
  it('settles with the work, fulfilled or rejected, before the time is up', async () => {
    const fulfilled = settledWithin(Promise.resolve('x'), 1000);
    const rejected = settledWithin(Promise.reject(new Error('offline')), 1000);
    await jest.advanceTimersByTimeAsync(0);
    await expect(Promise.all([fulfilled, rejected])).resolves.toEqual([undefined, undefined]);
  });

  it('settles after the time when the work never does', async () => {
    const settled = state(settledWithin(new Promise(() => undefined), 1000));
    await jest.advanceTimersByTimeAsync(999);
    expect(settled()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled()).toBe(true);
  });
});
