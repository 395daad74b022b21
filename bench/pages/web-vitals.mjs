// The load metrics computed from the entries the page recorded, with Lighthouse's definitions.

/** CLS: the largest session window of layout shifts (shifts less than 1 s apart, a window at most 5 s long). */
export function cumulativeLayoutShift(shifts) {
  let worst = 0;
  let current = 0;
  let windowStart = 0;
  let previous = -Infinity;
  for (const { start, value } of [...shifts].sort((a, b) => a.start - b.start)) {
    if (start - previous > 1000 || start - windowStart > 5000) {
      current = 0;
      windowStart = start;
    }
    current += value;
    previous = start;
    worst = Math.max(worst, current);
  }
  return worst;
}

/**
 * Time to Interactive, approximately: the end of the last long task before the quiet window the load ended on
 * (at least FCP). Total Blocking Time: over the long tasks between FCP and that point, the part of each beyond
 * 50 ms (a task that began before FCP counts only from FCP).
 */
export function blockingTime(longTasks, fcp) {
  if (fcp === null) return { tbt: null, tti: null };
  const tti = Math.max(fcp, ...longTasks.map((task) => task.start + task.duration));
  let tbt = 0;
  for (const task of longTasks) {
    const start = Math.max(task.start, fcp);
    const end = Math.min(task.start + task.duration, tti);
    tbt += Math.max(0, end - start - 50);
  }
  return { tbt, tti };
}
