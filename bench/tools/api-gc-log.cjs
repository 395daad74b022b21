// Diagnosis aid (docs/performance.md): the API's garbage collections while it works. Preloaded into
// the API, it writes to its standard error every 5 s: per kind (minor = scavenge, major = mark-compact, incr =
// incremental marking step, weak = weak callbacks) how many ran, their total and longest pause in ms, and the heap
// in MB (new and old space used). Old space that climbs between mark-compacts is what scavenges promoted.
//   npm run bench -- --no-build --only api --connections 16 --api-env NODE_OPTIONS=--require=./bench/tools/api-gc-log.cjs
const { PerformanceObserver, constants } = require('node:perf_hooks');
const v8 = require('node:v8');

const KINDS = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incr',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak',
};
let pauses = {};

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const { kind: code } = /** @type {{ kind: number }} */ (/** @type {any} */ (entry).detail);
    const kind = KINDS[code] ?? String(code);
    const seen = (pauses[kind] ??= { count: 0, totalMs: 0, longestMs: 0 });
    seen.count += 1;
    seen.totalMs += entry.duration;
    seen.longestMs = Math.max(seen.longestMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

setInterval(() => {
  if (!Object.keys(pauses).length) return;
  const spaces = v8.getHeapSpaceStatistics();
  const mb = (space) => Math.round(spaces.find((s) => s.space_name === space).space_used_size / 1e6);
  const kinds = Object.entries(pauses).map(([kind, p]) => `${kind} ${p.count}x ${p.totalMs.toFixed(0)} ms (longest ${p.longestMs.toFixed(1)})`);
  process.stderr.write(`[api gc] ${kinds.join(', ')}; new ${mb('new_space')} MB, old ${mb('old_space')} MB\n`);
  pauses = {};
}, 5000).unref();
