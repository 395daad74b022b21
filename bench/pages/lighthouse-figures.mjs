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
 * @returns {LighthouseFigures & { lcpElement: string | null, longTasks: { script: string, count: number, ms: number }[], error: string | null, warnings: string[] }}
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
    longTasks: longTasksOf(lhr),
    error: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * One run's long tasks (Lighthouse's `long-tasks` audit, as its model predicts them on the phone) by the script that
 * ran them: how many and their milliseconds in all. A task of the document itself (parsing, style, layout) is named
 * by the page's path.
 * @returns {{ script: string, count: number, ms: number }[]}
 */
export function longTasksOf(lhr) {
  const byScript = new Map();
  for (const { url, duration } of lhr.audits['long-tasks']?.details?.items ?? []) {
    const script = URL.canParse(url) ? new URL(url).pathname : String(url);
    const entry = byScript.get(script) ?? { script, count: 0, ms: 0 };
    entry.count += 1;
    entry.ms += duration;
    byScript.set(script, entry);
  }
  return [...byScript.values()];
}

/** The median count and milliseconds of each script's long tasks over the runs (a run without one counts 0), most first. */
function medianLongTasks(runs) {
  const scripts = new Set(runs.flatMap((run) => run.longTasks.map((task) => task.script)));
  const of = (run, script) => run.longTasks.find((task) => task.script === script) ?? { count: 0, ms: 0 };
  return [...scripts]
    .map((script) => ({ script, count: median(runs.map((run) => of(run, script).count)), ms: median(runs.map((run) => of(run, script).ms)) }))
    .filter((task) => task.count > 0)
    .sort((a, b) => b.ms - a.ms);
}

/**
 * Median of every figure over the runs that gave a score (a run Lighthouse could not finish is counted apart).
 * @param {ReturnType<typeof figuresOf>[]} runs
 * @returns {LighthouseFigures & { failedRuns: number, lcpElement: string | null, longTasks: { script: string, count: number, ms: number }[] }}
 */
export function summarise(runs) {
  const scored = runs.filter((r) => r.score !== null && !r.error);
  const medians = /** @type {LighthouseFigures} */ (Object.fromEntries(FIGURES.map((key) => [key, median(scored.map((r) => r[key]))])));
  return { ...medians, failedRuns: runs.length - scored.length, lcpElement: scored[0]?.lcpElement ?? null, longTasks: medianLongTasks(scored) };
}
