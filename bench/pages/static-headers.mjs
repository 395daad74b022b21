// Are the site's static files served as a CDN should: compressed, hashed files cached for a year and
// immutable, unhashed entry points (remoteEntry.js, the page, manifests) revalidated on every load?
const YEAR = 31536000;

const maxAge = (cacheControl) => Number(/max-age=(\d+)/.exec(cacheControl ?? '')?.[1] ?? 0);

/** `files`: the network logs' file lists of the cold loads. Returns the distinct header sets seen and the checks. */
export function checkStaticHeaders(files) {
  const statics = files.filter((f) => (f.type === 'Script' || f.type === 'Stylesheet') && f.status === 200);
  const seen = new Map();
  for (const f of statics) {
    const kind = `${f.type === 'Script' ? 'JS' : 'CSS'}, ${f.hashed ? 'hashed name' : 'unhashed name'}`;
    const key = `${kind} | Content-Encoding: ${f.encoding ?? '(none)'} | Cache-Control: ${f.cacheControl ?? '(none)'}`;
    const entry = seen.get(key) ?? { kind, encoding: f.encoding, cacheControl: f.cacheControl, files: new Set() };
    entry.files.add(f.url);
    seen.set(key, entry);
  }
  // Files of at most 1 KB are left uncompressed on purpose (the build's compression threshold).
  const uncompressed = [...new Set(statics.filter((f) => !f.encoding && f.bodyBytes > 1024).map((f) => f.url))];
  const shortLived = [...new Set(statics.filter((f) => f.hashed && !(maxAge(f.cacheControl) >= YEAR && /immutable/.test(f.cacheControl ?? ''))).map((f) => f.url))];
  const stale = [...new Set(statics.filter((f) => !f.hashed && maxAge(f.cacheControl) > 0).map((f) => f.url))];
  return {
    seen: [...seen.values()].map((e) => ({ kind: e.kind, encoding: e.encoding, cacheControl: e.cacheControl, count: e.files.size, example: [...e.files][0] })),
    compressed: { ok: uncompressed.length === 0, uncompressed },
    hashedCachedForAYear: { ok: shortLived.length === 0, shortLived },
    unhashedRevalidated: { ok: stale.length === 0, cachedWithoutHash: stale },
  };
}
