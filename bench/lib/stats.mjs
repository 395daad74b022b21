// Small statistics helpers shared by every section of the benchmark.

/** The median of the numbers given (null when there are none); an even count averages the middle two. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Rounds to `digits` decimals, keeping null as null. */
export function round(value, digits = 0) {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export const KIB = 1024;
export const MIB = 1024 * 1024;
