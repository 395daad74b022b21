// The figures the benchmark keeps from a Lighthouse report, and their medians over the runs of one page.
import { median } from '../lib/stats.mjs';

/**
 * @typedef {object} LighthouseFigures
 * @property {number | null} score  the performance score out of 100
 * @property {number | null} fcpMs
 * @property {number | null} lcpMs
 * @property {number | null} tbtMs
 * @property {number | null} cls
 * @property {number | null} speedIndexMs
 * @property {number | null} benchmarkIndex  Lighthouse's reading of the machine's speed during the run
 */

/** The metrics kept, by the audit that gives each (its numericValue: ms, CLS unitless). */
const AUDITS = /** @type {const} */ ({
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
});
const FIGURES = /** @type {const} */ (['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs', 'benchmarkIndex']);

/**
 * One Lighthouse run's figures, from its report (`lhr`).
 * @returns {LighthouseFigures & { lcpElement: string | null, error: string | null, warnings: string[] }}
 */
export function figuresOf(lhr) {
  const score = lhr.categories.performance?.score;
  const metric = (/** @type {keyof typeof AUDITS} */ key) => lhr.audits[AUDITS[key]]?.numericValue ?? null;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcpMs: metric('fcpMs'),
    lcpMs: metric('lcpMs'),
    tbtMs: metric('tbtMs'),
    cls: metric('cls'),
    speedIndexMs: metric('speedIndexMs'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 120) ?? null,
    error: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * Median of every figure over the runs that gave a score (a run Lighthouse could not finish is counted apart).
 * @param {ReturnType<typeof figuresOf>[]} runs
 * @returns {LighthouseFigures & { failedRuns: number, lcpElement: string | null }}
 */
export function summarise(runs) {
  const scored = runs.filter((r) => r.score !== null && !r.error);
  const medians = /** @type {LighthouseFigures} */ (Object.fromEntries(FIGURES.map((key) => [key, median(scored.map((r) => r[key]))])));
  return { ...medians, failedRuns: runs.length - scored.length, lcpElement: scored[0]?.lcpElement ?? null };
}
