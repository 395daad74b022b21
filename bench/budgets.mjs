// The performance budgets, in one place. The benchmark reports PASS or OVER against them; it never
// fails because of them (ARCHITECTURE 8: speed is measured by benchmarks, not asserted by tests).
import { KIB, MIB } from './lib/stats.mjs';

export const BUDGETS = {
  pages: {
    /** Compressed JavaScript transferred on a cold load of the home page. */
    homeJsBytes: 150 * KIB,
    /**
     * The same scripts' bodies gzip-compressed (level 9), all run before the visitor's first interaction (the bench
     * makes none): 0.6 times the peer's 149 KB (issue 41).
     */
    homeJsGzipBytes: 90 * KIB,
    /** Compressed JavaScript transferred on a cold load of a page of the application flow. */
    flowJsBytes: 250 * KIB,
    lcpMs: 2000,
    tbtMs: 150,
    cls: 0.05,
    /** React copies on a page; the home page loads none before the visitor's first interaction, so at most this. */
    reactCopies: 1,
  },
  lighthouse: {
    /** Lighthouse 12 mobile performance score (out of 100), every page measured. */
    minScore: 98,
    /** Lighthouse's (simulated) LCP on the public pages. */
    publicLcpMs: 1800,
  },
  api: {
    /** p99 latency at this many concurrent connections. */
    p99Ms: 50,
    p99AtConnections: 16,
    /** Requests per second as a share of the bare baseline's at the same concurrency. */
    minThroughputRatio: 0.5,
  },
  passportScan: {
    /** Share of pages read completely with valid check digits. */
    cleanCompleteShare: 0.99,
    photographedCompleteShare: 0.9,
    /** Reads accepted (check digits valid) with any field wrong. */
    wrongAccepted: 0,
    /** Median and 95th-percentile time of a scan on the throttled phone, once the scanner has loaded. */
    msPerScan: 3000,
    p95MsPerScan: 3000,
  },
  uploads: {
    /** Growth of the API's resident memory over its level before the run, at this many concurrent uploads. */
    rssGrowthBytes: 32 * MIB,
    rssAtConnections: 16,
  },
};

/** 'PASS' when `value` is within `limit` (at most, or at least when `atLeast`), 'n/a' when it was not measured. */
export function verdict(value, limit, { atLeast = false } = {}) {
  if (value === null || value === undefined || Number.isNaN(value)) return 'n/a';
  return (atLeast ? value >= limit : value <= limit) ? 'PASS' : 'OVER';
}
