import { watchBodyProgress, type BodyDeadlineOptions } from './upload-body-deadline';

const OPTIONS: BodyDeadlineOptions = { idleMs: 10_000, graceMs: 10_000, minBytesPerSecond: 2048, checkEveryMs: 1_000 };

describe('watchBodyProgress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function watch() {
    let bytes = 500; // the socket had read the headers already
    const stalls: string[] = [];
    const stop = watchBodyProgress(() => bytes, OPTIONS, (reason) => stalls.push(reason), () => Date.now());
    return { add: (n: number) => (bytes += n), stalls, stop };
  }

  it('ends a body that makes no progress for idleMs, once', () => {
    const { add, stalls } = watch();
    add(100_000);
    jest.advanceTimersByTime(1_000);
    jest.advanceTimersByTime(9_000);
    expect(stalls).toEqual([]);
    jest.advanceTimersByTime(1_000);
    expect(stalls).toEqual(['idle']);
    jest.advanceTimersByTime(60_000);
    expect(stalls).toEqual(['idle']);
  });

  it('ends a body that trickles (one byte every 5 s) after the grace period, and spares one at the minimum rate', () => {
    const trickle = watch();
    const steady = watch();
    for (let second = 1; second <= 12; second += 1) {
      if (second % 5 === 0) trickle.add(1);
      steady.add(OPTIONS.minBytesPerSecond);
      jest.advanceTimersByTime(1_000);
    }
    expect(trickle.stalls).toEqual(['too slow']);
    expect(steady.stalls).toEqual([]);
    steady.stop();
  });

  it('stops watching when told to', () => {
    const { stalls, stop } = watch();
    stop();
    jest.advanceTimersByTime(60_000);
    expect(stalls).toEqual([]);
  });
});
