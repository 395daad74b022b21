// The static server's headers on documents and files, for the shell and for a remote (node --test).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startPaypalSandbox } from '../paypal-sandbox/paypal-sandbox.mjs';
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

describe("the shell's pre-rendered pages", () => {
  // Each page's inlined style element has its own hash (shell/prerender/page-style.ts).
  const STYLE_HASHES = {
    'en/AboutUs.html': "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    'fr/AboutUs.html': "'sha256-frAboutFrAboutFrAboutFrAboutFrAboutFrAbout00='",
    'fr/frame.html': "'sha256-frFrameFrFrameFrFrameFrFrameFrFrameFrFrame0='",
  };
  // A held page's one inline script, the loader of its held entry (shell/prerender/held-loader.ts), has its hash too.
  const SCRIPT_HASHES = { 'en/AboutUs.html': "'sha256-loaderLoaderLoaderLoaderLoaderLoaderLoader0='", 'fr/AboutUs.html': "'sha256-loaderLoaderLoaderLoaderLoaderLoaderLoader0='" };
  const sourcesOf = (answer, directive) => (answer.headers.get('content-security-policy') ?? '').split('; ').find((each) => each.startsWith(`${directive} `));
  const styleSources = (answer) => sourcesOf(answer, 'style-src');
  const scriptSources = (answer) => sourcesOf(answer, 'script-src');
  let server;
  let url;
  before(async () => {
    const dir = appFolder();
    for (const language of ['en', 'fr']) {
      fs.mkdirSync(path.join(dir, 'prerendered', language), { recursive: true });
      fs.writeFileSync(path.join(dir, 'prerendered', language, 'AboutUs.html'), `<!doctype html><html lang="${language}"><title>${language}</title>`);
      fs.writeFileSync(path.join(dir, 'prerendered', language, 'frame.html'), `<!doctype html><html lang="${language}"><title>${language} frame</title>`);
    }
    const frames = { '/apply2/:id': 'frame.html', '/payment/:id/confirmation': 'frame.html' };
    fs.writeFileSync(path.join(dir, 'prerendered', 'pages.json'), JSON.stringify({ languages: ['en', 'fr'], pages: { '/aboutus': 'AboutUs.html' }, frames, styleHashes: STYLE_HASHES, scriptHashes: SCRIPT_HASHES }));
    server = await startStaticServer({ dir, port: 0, spa: true });
    url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));

  it('answer their path, in any case, in the language of the cookie, else of Accept-Language, with the security headers', async () => {
    const chosen = await fetch(`${url}/AboutUs`, { headers: { Cookie: 'evisa-language=fr', 'Accept-Language': 'en' } });
    assert.equal(await chosen.text(), '<!doctype html><html lang="fr"><title>fr</title>');
    assert.equal(chosen.headers.get('vary'), 'Accept-Encoding, Cookie, Accept-Language');
    // Its inlined style element and loader are let in by their own hashes, and no other inline style or script.
    assert.equal(scriptSources(chosen), `script-src 'self' ${SCRIPT_HASHES['fr/AboutUs.html']}`);
    assert.equal(styleSources(chosen), `style-src 'self' ${STYLE_HASHES['fr/AboutUs.html']}`);
    assert.equal(styleSources(await fetch(`${url}/AboutUs?lang=en`)), `style-src 'self' ${STYLE_HASHES['en/AboutUs.html']}`);
    const preferred = await fetch(`${url}/aboutus/`, { headers: { 'Accept-Language': 'zh-CN,fr;q=0.8' } });
    assert.match(await preferred.text(), /lang="fr"/);
  });

  it("answer a page's address in one language (?lang=) in it, whatever the cookie says", async () => {
    const addressed = await fetch(`${url}/AboutUs?lang=en&utm=x`, { headers: { Cookie: 'evisa-language=fr' } });
    assert.equal(await addressed.text(), '<!doctype html><html lang="en"><title>en</title>');
    const other = await fetch(`${url}/apply2/ABC123?lang=fr`);
    assert.equal(await other.text(), '<!doctype html><html lang="fr"><title>fr frame</title>');
    // A language that is not one of ours is no address: the cookie decides.
    assert.match(await (await fetch(`${url}/AboutUs?lang=zz`, { headers: { Cookie: 'evisa-language=fr' } })).text(), /<title>fr<\/title>/);
  });

  it('answer a form sent to a page before its script arrived (POST) with the page, never 405', async () => {
    const form = { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'evisa-language=fr' }, body: 'applicationId=ABC123&dateOfBirth=1990-05-17' };
    const page = await fetch(`${url}/AboutUs`, form);
    assert.equal(page.status, 200);
    assert.equal(await page.text(), '<!doctype html><html lang="fr"><title>fr</title>');
    assert.match(page.headers.get('content-security-policy') ?? '', /script-src 'self'/);
    assert.equal(styleSources(page), `style-src 'self' ${STYLE_HASHES['fr/AboutUs.html']}`);
    assert.equal((await fetch(`${url}/aboutus/?lang=en`, form).then((answer) => answer.text())), '<!doctype html><html lang="en"><title>en</title>');
  });

  it("answer a route's frame for its pattern, in the visitor's language", async () => {
    const frame = await fetch(`${url}/apply2/ABC123/`, { headers: { Cookie: 'evisa-language=fr' } });
    assert.equal(await frame.text(), '<!doctype html><html lang="fr"><title>fr frame</title>');
    // A frame is taken over at once by the shell's entry, a file: no inline script.
    assert.equal(scriptSources(frame), "script-src 'self'");
    assert.equal(styleSources(frame), `style-src 'self' ${STYLE_HASHES['fr/frame.html']}`);
    assert.match(await (await fetch(`${url}/Payment/ABC123/confirmation`)).text(), /<title>en frame<\/title>/);
  });

  it('leave a language not pre-rendered, and the desk, to the single page', async () => {
    for (const [pathname, cookie] of [['/Apply2/X', 'evisa-language=ja'], ['/AboutUs', 'evisa-language=ja'], ['/agency/queue', '']]) {
      const page = await fetch(`${url}${pathname}`, { headers: { Cookie: cookie } });
      assert.equal(page.status, 200, pathname);
      assert.match(await page.text(), /<title>app<\/title>/);
      // The single page has no inlined style element.
      assert.equal(styleSources(page), "style-src 'self'", pathname);
    }
  });

  it('answer a path that is no page of the site with the single page (its "page not found") and 404', async () => {
    for (const pathname of ['/Apply2/X/more', '/Payment/X', '/no-such-page']) {
      const page = await fetch(`${url}${pathname}`);
      assert.equal(page.status, 404, pathname);
      assert.match(await page.text(), /<title>app<\/title>/);
      assert.match(page.headers.get('content-security-policy') ?? '', /script-src 'self'/);
      assert.equal(styleSources(page), "style-src 'self'", pathname);
    }
    const again = await fetch(`${url}/no-such-page`, { headers: { 'If-None-Match': (await fetch(`${url}/index.html`)).headers.get('etag') ?? '' } });
    assert.equal(again.status, 404);
  });
});

describe("the shell's API proxy", () => {
  let site;
  let api;
  let url;
  before(async () => {
    // The API stand-in answers with the X-Forwarded-For it received.
    api = http.createServer((req, res) => res.end(JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'] ?? null })));
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    site = await startStaticServer({ dir: appFolder(), port: 0, spa: true, apiTarget: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (api.address()).port}` });
    url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (site.address()).port}`;
  });
  after(() => Promise.all([site, api].map((server) => new Promise((resolve) => server.close(resolve)))));

  it('passes the address it saw the visitor come from', async () => {
    assert.deepEqual(await (await fetch(`${url}/api/anything`)).json(), { forwardedFor: '127.0.0.1' });
  });

  it('keeps the addresses a proxy in front of it passed, and adds its own peer, as nginx does', async () => {
    const answer = await fetch(`${url}/api/anything`, { headers: { 'X-Forwarded-For': '203.0.113.7, 198.51.100.2' } });
    assert.deepEqual(await answer.json(), { forwardedFor: '203.0.113.7, 198.51.100.2, 127.0.0.1' });
  });
});

describe("the shell's PayPal sandbox proxy", () => {
  it('sends /api/sandbox/paypal/ to the sandbox, the rest of /api to the API', async () => {
    const api = http.createServer((_req, res) => res.end('api'));
    await new Promise((resolve) => api.listen(0, '127.0.0.1', () => resolve(undefined)));
    const sandbox = await startPaypalSandbox();
    const site = await startStaticServer({
      dir: appFolder(),
      port: 0,
      spa: true,
      apiTarget: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (api.address()).port}`,
      paypalTarget: `http://127.0.0.1:${sandbox.port}`,
    });
    const url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (site.address()).port}`;
    try {
      const page = await fetch(`${url}/api/sandbox/paypal/checkout?token=NOPE`);
      assert.equal(page.status, 404);
      assert.match(await page.text(), /This sandbox order does not exist/);
      assert.equal(await (await fetch(`${url}/api/anything`)).text(), 'api');
    } finally {
      await sandbox.close();
      await Promise.all([site, api].map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });
});
