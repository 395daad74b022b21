// The pre-rendered pages' size on the wire (first-round-trip.mjs): the brotli body and the headers the static server
// sends, per page and language, and the pages it names past the first TCP round trip (the end-to-end check's report).
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { FIRST_ROUND_TRIP, measurePrerenderedPages, pastFirstRoundTrip } from './first-round-trip.mjs';
import { readPrerenderedPages } from './prerendered-pages.mjs';
import { startStaticServer } from './static-server.mjs';

/** Each page of a shell build as the static server sends it. */
async function measured(shellDir) {
  const server = await startStaticServer({ dir: shellDir, port: 0, spa: true });
  try {
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    return await measurePrerenderedPages(`http://127.0.0.1:${port}`, readPrerenderedPages(shellDir));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A shell build whose French home page is `homeBytes` of text that brotli cannot make smaller. */
function shellBuild(homeBytes) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-round-trip-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  for (const language of ['en', 'fr']) {
    fs.mkdirSync(path.join(dir, 'prerendered', language), { recursive: true });
    const home = language === 'fr' ? crypto.randomBytes(homeBytes).toString('base64') : `<!doctype html><title>${language}</title>`;
    for (const [file, html] of [['index.html', home], ['AboutUs.html', `<!doctype html><p>${language}</p>`], ['frame.html', `<!doctype html><p>${language} frame</p>`]]) {
      fs.writeFileSync(path.join(dir, 'prerendered', language, file), html);
      fs.writeFileSync(path.join(dir, 'prerendered', language, `${file}.br`), zlib.brotliCompressSync(html));
    }
  }
  const pages = { '/': 'index.html', '/aboutus': 'AboutUs.html' };
  const frames = { '/apply2/:id': 'frame.html', '/payment/:id/confirmation': 'frame.html' };
  const styleHashes = { 'fr/index.html': "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='" };
  fs.writeFileSync(path.join(dir, 'prerendered', 'pages.json'), JSON.stringify({ languages: ['en', 'fr'], pages, frames, styleHashes }));
  return dir;
}

describe('the pre-rendered pages on the wire', () => {
  const dirs = [];
  let small;
  let large;
  before(() => {
    small = shellBuild(1_000);
    large = shellBuild(20_000);
    dirs.push(small, large);
  });
  after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('measures every page and frame once per language: the brotli file and the headers sent with it, HSTS and the page\'s style hash included', async () => {
    const rows = await measured(small);
    assert.deepEqual(rows.map((row) => `${row.language} ${row.address} ${row.file}`), ['en / index.html', 'en /aboutus AboutUs.html', 'en /apply2/x frame.html', 'fr / index.html', 'fr /aboutus AboutUs.html', 'fr /apply2/x frame.html']);
    const home = rows.find((row) => row.language === 'fr' && row.file === 'index.html');
    assert.equal(home.bodyBytes, fs.statSync(path.join(small, 'prerendered', 'fr', 'index.html.br')).size);
    const english = rows.find((row) => row.language === 'en' && row.file === 'index.html');
    // The same headers but for the French page's style hash (and its longer Content-Length and ETag).
    assert.ok(home.headerBytes - english.headerBytes >= " 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='".length);
    assert.ok(english.headerBytes > 500, `${english.headerBytes} bytes of headers: the security headers and HSTS`);
    assert.equal(home.total, home.headerBytes + home.bodyBytes);
  });

  it('names each page past the first round trip with its language and size, and no other', async () => {
    assert.deepEqual(pastFirstRoundTrip(await measured(small)), []);
    const over = pastFirstRoundTrip(await measured(large));
    assert.equal(over.length, 1);
    assert.match(over[0], /^fr \/: (\d+) body \+ (\d+) headers = (\d+) bytes$/);
    const [, body, headers, total] = /(\d+) body \+ (\d+) headers = (\d+)/.exec(over[0]).map(Number);
    assert.equal(body + headers, total);
    assert.ok(total > FIRST_ROUND_TRIP);
  });
});
