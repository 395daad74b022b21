import assert from 'node:assert/strict';
import { test } from 'node:test';
import { verdict } from '../budgets.mjs';
import { median } from '../lib/stats.mjs';
import { budgetChecks } from './budget-checks.mjs';

test('verdict: at most, at least, and not measured', () => {
  assert.equal(verdict(150, 150), 'PASS');
  assert.equal(verdict(151, 150), 'OVER');
  assert.equal(verdict(0.4, 0.5, { atLeast: true }), 'OVER');
  assert.equal(verdict(null, 1), 'n/a');
});

test('median of an odd and an even count, ignoring missing values', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([null, 5]), 5);
  assert.equal(median([]), null);
});

test('the home page is held to its own JS budget, flow pages to theirs; failed requests are OVER', () => {
  const page = { jsBytes: 200 * 1024, reactCopies: 1, lcpMs: 1000, tbtMs: 0, cls: 0, runs: [{}], failedLoads: 0 };
  const run = { rps: 100, p50Ms: 5, p99Ms: 10, non2xx: 0, errors: 0, timeouts: 0 };
  const checks = budgetChecks({
    pages: {
      pages: [
        { ...page, name: 'home', flow: false },
        { ...page, name: 'step 2', flow: true },
      ],
      headers: { compressed: { ok: true }, hashedCachedForAYear: { ok: true }, unhashedRevalidated: { ok: true } },
    },
    api: { rows: [{ call: 'lookup', connections: 16, api: { ...run, non2xx: 3 }, baseline: run, throughputRatio: 1 }] },
  });
  const find = (item) => checks.find((c) => c.item === item).verdict;
  assert.equal(find('home: JS transferred'), 'OVER');
  assert.equal(find('step 2: JS transferred'), 'PASS');
  assert.equal(find('lookup x16: p99'), 'PASS');
  assert.equal(find('lookup x16: api failed requests'), 'OVER');
});

test('the home page gzip figure against 90 KB; Lighthouse score on every page, its LCP on the public pages only', () => {
  const page = { jsBytes: 140 * 1024, reactCopies: 1, lcpMs: 1000, tbtMs: 0, cls: 0, runs: [{}], failedLoads: 0 };
  const checks = budgetChecks({
    pages: {
      pages: [{ ...page, name: 'home', flow: false, jsGzipBytes: 91 * 1024 }],
      headers: { compressed: { ok: true }, hashedCachedForAYear: { ok: true }, unhashedRevalidated: { ok: true } },
    },
    lighthouse: {
      pages: [
        { path: '/', public: true, score: 98, lcpMs: 1900, failedRuns: 0 },
        { path: '/Apply2/{id}', public: false, score: 97, lcpMs: 2500, failedRuns: 1 },
      ],
    },
  });
  const find = (item) => checks.find((c) => c.item === item)?.verdict;
  assert.equal(find('home: JS gzip-compressed'), 'OVER');
  assert.equal(find('home: React copies'), 'PASS');
  assert.equal(find('/: Lighthouse score'), 'PASS');
  assert.equal(find('/: Lighthouse LCP'), 'OVER');
  assert.equal(find('/Apply2/{id}: Lighthouse score'), 'OVER');
  assert.equal(find('/Apply2/{id}: Lighthouse LCP'), undefined);
  assert.equal(find('/Apply2/{id}: Lighthouse runs failed'), 'OVER');
});

test('the passport scan: read shares, wrong reads, and the median and p95 time of each kind of page', () => {
  const kind = (p95Ms) => ({ pages: 10, completeShare: 1, wrongAccepted: 0, medianMs: 1200, p95Ms });
  const checks = budgetChecks({ 'passport-scan': { clean: kind(2900), photographed: { ...kind(3400), completeShare: 0.8 } } });
  const find = (item) => checks.find((c) => c.item === item)?.verdict;
  assert.equal(find('clean pages read completely (10)'), 'PASS');
  assert.equal(find('photographed pages read completely (10)'), 'OVER');
  assert.equal(find('clean: median time per scan'), 'PASS');
  assert.equal(find('clean: p95 time per scan'), 'PASS');
  assert.equal(find('photographed: p95 time per scan'), 'OVER');
});

test('React copies: none yet on the home page (held until an interaction the bench does not make), exactly one on a flow page', () => {
  const page = { jsBytes: 20 * 1024, jsGzipBytes: 30 * 1024, reactCopies: 0, lcpMs: 1000, tbtMs: 0, cls: 0, runs: [{}], failedLoads: 0 };
  const checks = budgetChecks({
    pages: {
      pages: [
        { ...page, name: 'home', flow: false },
        { ...page, name: 'step 2', flow: true },
        { ...page, name: 'preview', flow: true, reactCopies: 2 },
      ],
      headers: { compressed: { ok: true }, hashedCachedForAYear: { ok: true }, unhashedRevalidated: { ok: true } },
    },
  });
  const find = (item) => checks.find((c) => c.item === item)?.verdict;
  assert.equal(find('home: React copies'), 'PASS');
  assert.equal(find('step 2: React copies'), 'OVER');
  assert.equal(find('preview: React copies'), 'OVER');
});
