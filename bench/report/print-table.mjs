// The benchmark's tables on standard output.
import { KIB, MIB, round } from '../lib/stats.mjs';

function table(title, headers, rows) {
  const cells = rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '-' : String(cell))));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  return [`\n${title}`, line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}

const kb = (bytes) => round(bytes / KIB, 1);
const ms = (value) => round(value);

/** @param {{ pages?: any, lighthouse?: any, api?: any, uploads?: any, 'passport-scan'?: any, checks: any[] }} results */
export function printReport({ pages, lighthouse, api, uploads, 'passport-scan': passportScan, checks }, out = console.log) {
  if (pages) {
    out(
      table(
        'Pages: median of the cold loads on the throttled phone (KB = 1,024 bytes transferred, compressed)',
        ['page', 'JS KB', 'JS KB gzip', 'CSS KB', 'all KB', 'requests', 'React', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'repeat-visit KB', 'machine score'],
        pages.pages.map((p) => [
          p.path,
          kb(p.jsBytes),
          kb(p.jsGzipBytes),
          kb(p.cssBytes),
          kb(p.totalBytes),
          p.requests,
          p.reactCopies,
          ms(p.fcpMs),
          ms(p.lcpMs),
          ms(p.tbtMs),
          round(p.cls, 3),
          p.warm ? kb(p.warm.totalBytes) : null,
          p.benchmarkIndex,
        ]),
      ),
    );
    out(
      table(
        'Static files: headers seen on JS and CSS responses',
        ['files', 'Content-Encoding', 'Cache-Control', 'count', 'example'],
        pages.headers.seen.map((s) => [s.kind, s.encoding ?? '(none)', s.cacheControl ?? '(none)', s.count, s.example]),
      ),
    );
  }
  if (lighthouse) {
    out(
      table(
        `Lighthouse ${lighthouse.lighthouse} mobile (simulated throttling): median of ${lighthouse.pages[0]?.runs.length ?? 0} runs`,
        ['page', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'Speed Index ms', 'failed runs', 'benchmarkIndex'],
        lighthouse.pages.map((p) => [p.path, p.score, ms(p.fcpMs), ms(p.lcpMs), ms(p.tbtMs), round(p.cls, 3), ms(p.speedIndexMs), p.failedRuns, ms(p.benchmarkIndex)]),
      ),
    );
    out(
      table(
        'Lighthouse: the long tasks by script, as its model predicts them on the phone (medians)',
        ['page', 'script', 'tasks', 'ms in all'],
        lighthouse.pages.flatMap((p) => (p.longTasks ?? []).map((task) => [p.path, task.script, task.count, ms(task.ms)])),
      ),
    );
  }
  if (api) {
    out(
      table(
        `API (${api.savedStep} and findApplication), against the bare baseline`,
        ['call', 'conns', 'API req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'DB CPU', 'base req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'DB CPU', 'ratio'],
        api.rows.map((r) => [
          r.call,
          r.connections,
          r.api.rps,
          r.api.p50Ms,
          r.api.p99Ms,
          r.api.cpuMsPerRequest?.server,
          r.api.cpuMsPerRequest?.db,
          r.baseline.rps,
          r.baseline.p50Ms,
          r.baseline.p99Ms,
          r.baseline.cpuMsPerRequest?.server,
          r.baseline.cpuMsPerRequest?.db,
          r.throughputRatio,
        ]),
      ),
    );
  }
  if (uploads) {
    out(
      table(
        `Photo uploads (${round(uploads.photo.bytes / KIB)} KB JPEG, ${uploads.photo.width}x${uploads.photo.height}; growth: the peak over the API at rest after ${uploads.warmUp.uploads} warm-up uploads, which cost ${round(uploads.warmUp.rssGrowth / MIB, 1)} MB once; kept: the level once the API is idle again, 3 s after the run, over the same)`,
        ['conns', 'uploads', 'uploads/s', 'p50 ms', 'p99 ms', 'CPU ms/upload', 'DB CPU', 'RSS idle MB', 'RSS peak MB', 'growth MB', 'kept MB', 'failed'],
        uploads.rows.map((r) => [
          r.connections,
          r.requests,
          r.rps,
          r.p50Ms,
          r.p99Ms,
          r.cpuMsPerRequest?.server,
          r.cpuMsPerRequest?.db,
          r.rss ? round(r.rss.idleBefore / MIB) : null,
          r.rss ? round(r.rss.peak / MIB) : null,
          r.rss ? round(r.rss.growth / MIB, 1) : null,
          r.rss?.settledGrowth == null ? null : round(r.rss.settledGrowth / MIB, 1),
          r.non2xx + r.errors + r.timeouts,
        ]),
      ),
    );
  }
  if (passportScan) {
    const pct = (share) => (share === null ? null : `${round(share * 100, 1)}%`);
    out(
      table(
        `Passport scan on the throttled phone (${passportScan.pages} generated pages; the first scan, which loads the scanner, took ${round(passportScan.firstScanMs)} ms and is left out of the times)`,
        ['pages', 'count', 'read completely', 'field accuracy', 'wrong accepted', 'no MRZ found', 'check digits failed', 'median ms', 'p95 ms'],
        ['clean', 'photographed'].map((kind) => {
          const r = passportScan[kind];
          return [kind, r.pages, pct(r.completeShare), pct(r.fieldAccuracy), r.wrongAccepted, r.failures.noMrz, r.failures.checkDigits, round(r.medianMs), round(r.p95Ms)];
        }),
      ),
    );
  }
  out(table('Budgets', ['check', 'measured', 'budget', 'verdict'], checks.map((c) => [c.item, c.value, c.limit, c.verdict])));
}
