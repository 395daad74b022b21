import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blockingTime, cumulativeLayoutShift } from './web-vitals.mjs';

test('CLS is the largest session window, not the sum of every shift', () => {
  // Two windows: 0.02 + 0.03 (shifts 500 ms apart), then, after a 2 s gap, 0.04 alone.
  const shifts = [
    { start: 1000, value: 0.02 },
    { start: 1500, value: 0.03 },
    { start: 3500, value: 0.04 },
  ];
  assert.equal(cumulativeLayoutShift(shifts).toFixed(3), '0.050');
});

test('a session window closes after 5 s even when shifts keep coming', () => {
  const shifts = Array.from({ length: 12 }, (_, i) => ({ start: i * 900, value: 0.01 }));
  // 0, 900, ..., 4500 fit in the first 5 s window (6 shifts); 5400 opens the next one.
  assert.equal(cumulativeLayoutShift(shifts).toFixed(3), '0.060');
});

test('no shifts, no CLS', () => {
  assert.equal(cumulativeLayoutShift([]), 0);
});

test('TBT counts the part of each long task beyond 50 ms, from FCP on', () => {
  const tasks = [
    { start: 100, duration: 200 }, // ends at 300, before FCP: not counted
    { start: 900, duration: 300 }, // straddles FCP (1000): 200 ms after FCP, 150 of them blocking
    { start: 2000, duration: 80 }, // 30 blocking
    { start: 3000, duration: 40 }, // not a long task's blocking part
  ];
  const { tbt, tti } = blockingTime(tasks, 1000);
  assert.equal(tbt, 180);
  assert.equal(tti, 3040);
});

test('without a first paint there is no TBT to report', () => {
  assert.deepEqual(blockingTime([{ start: 0, duration: 500 }], null), { tbt: null, tti: null });
});
