// The static server's headers on documents and files, for the shell and for a remote (node --test).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { HSTS } from './security-headers.mjs';
import { startStaticServer } from './static-server.mjs';

function appFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title><script defer src="/main.js"></script>');
  fs.writeFileSync(path.join(dir, 'main.js'), 'console.log(1);');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mf;');
  return dir;
}

describe('static server headers', () => {
  const servers = [];
  const urls = {};
  before(async () => {
    for (const [name, options] of Object.entries({ shell: { spa: true }, remote: { cors: true } })) {
      const server = await startStaticServer({ dir: appFolder(), port: 0, ...options });
      servers.push(server);
      urls[name] = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
    }
  });
  after(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

  for (const name of ['shell', 'remote']) {
    it(`gives the ${name}'s HTML the security headers and no CORS`, async () => {
      const page = await fetch(`${urls[name]}/index.html`);
      assert.equal(page.status, 200);
      assert.match(page.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
      assert.match(page.headers.get('content-security-policy') ?? '', /script-src 'self'/);
      assert.equal(page.headers.get('x-frame-options'), 'DENY');
      assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(page.headers.get('access-control-allow-origin'), null);
      assert.equal(page.headers.get('strict-transport-security'), null);
    });

    it(`sends the ${name}'s pages HSTS when the request came over https`, async () => {
      const page = await fetch(`${urls[name]}/index.html`, { headers: { 'X-Forwarded-Proto': 'https' } });
      assert.equal(page.headers.get('strict-transport-security'), HSTS);
    });
  }

  it("shares the remote's scripts with the shell (CORS) with nosniff and no document headers", async () => {
    const script = await fetch(`${urls.remote}/remoteEntry.js`);
    assert.equal(script.status, 200);
    assert.equal(script.headers.get('access-control-allow-origin'), '*');
    assert.equal(script.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(script.headers.get('content-security-policy'), null);
  });
});
