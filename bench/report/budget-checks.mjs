// Every budget checked against the figures measured: one line each, PASS, OVER or n/a.
import { BUDGETS, verdict } from '../budgets.mjs';
import { KIB, MIB, round } from '../lib/stats.mjs';

function pageChecks(pages) {
  const b = BUDGETS.pages;
  return pages.flatMap((p) => {
    const jsLimit = p.flow ? b.flowJsBytes : b.homeJsBytes;
    const gzip = p.flow
      ? []
      : [{ item: `${p.name}: JS gzip-compressed`, value: `${round(p.jsGzipBytes / KIB, 1)} KB`, limit: `<= ${b.homeJsGzipBytes / KIB} KB`, verdict: verdict(p.jsGzipBytes, b.homeJsGzipBytes) }];
    return [
      { item: `${p.name}: screen shown`, value: `${p.runs.length - p.failedLoads} of ${p.runs.length} loads`, limit: 'every load', verdict: p.failedLoads === 0 ? 'PASS' : 'OVER' },
      { item: `${p.name}: JS transferred`, value: `${round(p.jsBytes / KIB, 1)} KB`, limit: `<= ${jsLimit / KIB} KB`, verdict: verdict(p.jsBytes, jsLimit) },
      ...gzip,
      // A public page runs only the shell's entry until the visitor's first interaction, which the bench does not make.
      {
        item: `${p.name}: React copies`,
        value: p.reactCopies,
        limit: `${p.flow ? '=' : '<='} ${b.reactCopies}`,
        verdict: p.flow ? (p.reactCopies === b.reactCopies ? 'PASS' : 'OVER') : verdict(p.reactCopies, b.reactCopies),
      },
      { item: `${p.name}: LCP`, value: `${round(p.lcpMs)} ms`, limit: `<= ${b.lcpMs} ms`, verdict: verdict(p.lcpMs, b.lcpMs) },
      { item: `${p.name}: TBT`, value: `${round(p.tbtMs)} ms`, limit: `<= ${b.tbtMs} ms`, verdict: verdict(p.tbtMs, b.tbtMs) },
      { item: `${p.name}: CLS`, value: round(p.cls, 3), limit: `<= ${b.cls}`, verdict: verdict(p.cls, b.cls) },
    ];
  });
}

function headerChecks(headers) {
  const yes = (ok) => (ok ? 'PASS' : 'OVER');
  return [
    { item: 'static JS/CSS served compressed', value: headers.compressed.ok ? 'all' : headers.compressed.uncompressed.join(', '), limit: 'all over 1 KB', verdict: yes(headers.compressed.ok) },
    { item: 'hashed files cached a year, immutable', value: headers.hashedCachedForAYear.ok ? 'all' : headers.hashedCachedForAYear.shortLived.join(', '), limit: 'all', verdict: yes(headers.hashedCachedForAYear.ok) },
    { item: 'unhashed entry files revalidated', value: headers.unhashedRevalidated.ok ? 'all' : headers.unhashedRevalidated.cachedWithoutHash.join(', '), limit: 'all', verdict: yes(headers.unhashedRevalidated.ok) },
  ];
}

function lighthouseChecks(pages) {
  const b = BUDGETS.lighthouse;
  return pages.flatMap((p) => [
    { item: `${p.path}: Lighthouse score`, value: p.score, limit: `>= ${b.minScore}`, verdict: verdict(p.score, b.minScore, { atLeast: true }) },
    ...(p.public ? [{ item: `${p.path}: Lighthouse LCP`, value: `${round(p.lcpMs)} ms`, limit: `<= ${b.publicLcpMs} ms`, verdict: verdict(p.lcpMs, b.publicLcpMs) }] : []),
    ...(p.failedRuns ? [{ item: `${p.path}: Lighthouse runs failed`, value: p.failedRuns, limit: '0', verdict: 'OVER' }] : []),
  ]);
}

const failures = (run) => run.non2xx + run.errors + run.timeouts;

function apiChecks(api) {
  const b = BUDGETS.api;
  return api.rows.flatMap((row) => {
    const checks = [
      {
        item: `${row.call} x${row.connections}: throughput vs baseline`,
        value: `${row.throughputRatio}x`,
        limit: `>= ${b.minThroughputRatio}x`,
        verdict: verdict(row.throughputRatio, b.minThroughputRatio, { atLeast: true }),
      },
    ];
    if (row.connections === b.p99AtConnections) {
      checks.push({ item: `${row.call} x${row.connections}: p99`, value: `${row.api.p99Ms} ms`, limit: `<= ${b.p99Ms} ms`, verdict: verdict(row.api.p99Ms, b.p99Ms) });
    }
    for (const target of ['api', 'baseline']) {
      if (failures(row[target]) > 0) {
        checks.push({ item: `${row.call} x${row.connections}: ${target} failed requests`, value: failures(row[target]), limit: '0', verdict: 'OVER' });
      }
    }
    return checks;
  });
}

function uploadChecks(uploads) {
  const b = BUDGETS.uploads;
  return uploads.rows.flatMap((row) => {
    const checks = [];
    if (row.connections === b.rssAtConnections) {
      const growth = row.rss?.growth ?? null;
      checks.push({ item: `photo upload x${row.connections}: API RSS growth`, value: growth === null ? 'n/a' : `${round(growth / MIB, 1)} MB`, limit: `<= ${b.rssGrowthBytes / MIB} MB`, verdict: verdict(growth, b.rssGrowthBytes) });
    }
    if (failures(row) > 0) checks.push({ item: `photo upload x${row.connections}: failed requests`, value: failures(row), limit: '0', verdict: 'OVER' });
    return checks;
  });
}

function passportScanChecks(scan) {
  const b = BUDGETS.passportScan;
  const share = (value) => (value === null ? 'n/a' : `${round(value * 100, 1)}%`);
  return [
    { item: `clean pages read completely (${scan.clean.pages})`, value: share(scan.clean.completeShare), limit: `>= ${b.cleanCompleteShare * 100}%`, verdict: verdict(scan.clean.completeShare, b.cleanCompleteShare, { atLeast: true }) },
    { item: `photographed pages read completely (${scan.photographed.pages})`, value: share(scan.photographed.completeShare), limit: `>= ${b.photographedCompleteShare * 100}%`, verdict: verdict(scan.photographed.completeShare, b.photographedCompleteShare, { atLeast: true }) },
    { item: 'wrong reads accepted', value: scan.clean.wrongAccepted + scan.photographed.wrongAccepted, limit: `= ${b.wrongAccepted}`, verdict: verdict(scan.clean.wrongAccepted + scan.photographed.wrongAccepted, b.wrongAccepted) },
    ...['clean', 'photographed'].flatMap((kind) => [
      { item: `${kind}: median time per scan`, value: `${round(scan[kind].medianMs)} ms`, limit: `<= ${b.msPerScan} ms`, verdict: verdict(scan[kind].medianMs, b.msPerScan) },
      { item: `${kind}: p95 time per scan`, value: `${round(scan[kind].p95Ms)} ms`, limit: `<= ${b.p95MsPerScan} ms`, verdict: verdict(scan[kind].p95Ms, b.p95MsPerScan) },
    ]),
  ];
}

/** @param {{ pages?: any, lighthouse?: any, api?: any, uploads?: any, 'passport-scan'?: any }} results */
export function budgetChecks({ pages, lighthouse, api, uploads, 'passport-scan': passportScan }) {
  return [
    ...(pages ? [...pageChecks(pages.pages), ...headerChecks(pages.headers)].map((c) => ({ section: 'pages', ...c })) : []),
    ...(lighthouse ? lighthouseChecks(lighthouse.pages).map((c) => ({ section: 'lighthouse', ...c })) : []),
    ...(api ? apiChecks(api).map((c) => ({ section: 'api', ...c })) : []),
    ...(uploads ? uploadChecks(uploads).map((c) => ({ section: 'uploads', ...c })) : []),
    ...(passportScan ? passportScanChecks(passportScan).map((c) => ({ section: 'passport-scan', ...c })) : []),
  ];
}
