import assert from 'node:assert/strict';
import { test } from 'node:test';
import { figuresOf, summarise } from './lighthouse-figures.mjs';

const report = (score, lcp, extra = {}, audits = {}) => ({
  categories: { performance: { score } },
  audits: {
    'first-contentful-paint': { numericValue: 900 },
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: 40 },
    'cumulative-layout-shift': { numericValue: 0.01 },
    'speed-index': { numericValue: 1200 },
    ...audits,
  },
  environment: { benchmarkIndex: 1500 },
  ...extra,
});

test('a report gives the score out of 100 and the metrics in ms', () => {
  const figures = figuresOf(report(0.976, 1750));
  assert.equal(figures.score, 98);
  assert.equal(figures.lcpMs, 1750);
  assert.equal(figures.tbtMs, 40);
  assert.equal(figures.error, null);
});

test('the medians leave out a run Lighthouse could not finish, and count it', () => {
  const runs = [
    figuresOf(report(0.99, 1500)),
    figuresOf(report(0.95, 2100)),
    figuresOf(report(0.98, 1700)),
    figuresOf(report(null, 0, { runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } })),
  ];
  const summary = summarise(runs);
  assert.equal(summary.score, 98);
  assert.equal(summary.lcpMs, 1700);
  assert.equal(summary.failedRuns, 1);
});

test("the long tasks are counted by script, a run without one of them counting none, the costliest first", () => {
  const tasks = (...items) => ({ 'long-tasks': { details: { items } } });
  const withTasks = (items) => figuresOf(report(0.9, 1500, {}, items));
  const runs = [
    withTasks(tasks({ url: 'http://localhost:4200/main.js', duration: 120 }, { url: 'http://localhost:4200/main.js', duration: 80 }, { url: 'http://localhost:4200/', duration: 60 })),
    withTasks(tasks({ url: 'http://localhost:4200/main.js', duration: 150 })),
    withTasks(tasks({ url: 'http://localhost:4200/main.js', duration: 90 }, { url: 'Unattributable', duration: 55 })),
  ];
  assert.deepEqual(runs[0].longTasks, [
    { script: '/main.js', count: 2, ms: 200 },
    { script: '/', count: 1, ms: 60 },
  ]);
  assert.deepEqual(summarise(runs).longTasks, [{ script: '/main.js', count: 1, ms: 150 }]);
});
