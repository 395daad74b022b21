// The gzip-compressed size (level 9, as `gzip -9`) of the scripts a page load fetched: the figure the product
// compares with its peer's. On the wire the site sends brotli, which Chromium asks for and which is smaller.
import zlib from 'node:zlib';

/** Sum of the gzip sizes of `urls`' bodies; `cache` keeps each URL's size across pages (hashed files repeat). */
export async function gzipBytes(urls, cache = new Map()) {
  let total = 0;
  for (const url of urls) {
    if (!cache.has(url)) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      cache.set(url, zlib.gzipSync(body, { level: 9 }).length);
    }
    total += cache.get(url);
  }
  return total;
}
