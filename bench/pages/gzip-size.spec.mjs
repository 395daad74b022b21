import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import zlib from 'node:zlib';
import { gzipBytes } from './gzip-size.mjs';

test('sums the gzip -9 size of each script body, decoded from the brotli it was served in', async () => {
  const bodies = { '/a.js': 'const a = 1;\n'.repeat(500), '/b.js': 'export default function b() { return 2; }\n' };
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/javascript', 'Content-Encoding': 'br' });
    res.end(zlib.brotliCompressSync(bodies[req.url]));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  try {
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    const urls = Object.keys(bodies).map((p) => `http://127.0.0.1:${port}${p}`);
    const expected = Object.values(bodies).reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0);
    assert.equal(await gzipBytes(urls), expected);
    const cache = new Map();
    await gzipBytes(urls.slice(0, 1), cache);
    assert.equal(cache.size, 1);
    assert.equal(await gzipBytes(urls, cache), expected);
  } finally {
    server.close();
  }
});
