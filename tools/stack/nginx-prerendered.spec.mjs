// nginx answers the shell's pre-rendered pages as the static server does (prerendered-pages.mjs): the address's
// ?lang=, else the language cookie, else Accept-Language as the browser orders it, else English; the desk gets the
// single page, and a path that is no page of the site the single page with 404. Needs nginx.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { freePort } from '../free-port.mjs';
import { startNginx } from './nginx.mjs';

describe("nginx's pre-rendered pages", () => {
  let nginx;
  let url;
  before(async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-prerendered-'));
    const shellDir = path.join(root, 'shell');
    for (const language of ['en', 'fr', 'de']) {
      fs.mkdirSync(path.join(shellDir, 'prerendered', language), { recursive: true });
      for (const file of ['index.html', 'AboutUs.html', 'frame.html']) fs.writeFileSync(path.join(shellDir, 'prerendered', language, file), `${language} ${file}`);
    }
    fs.writeFileSync(path.join(shellDir, 'prerendered', 'pages.json'), JSON.stringify({ languages: ['en', 'fr', 'de'], pages: { '/': 'index.html', '/aboutus': 'AboutUs.html' }, frames: { '/apply2/:id': 'frame.html', '/payment/:id/confirmation': 'frame.html' } }));
    fs.writeFileSync(path.join(shellDir, 'index.html'), 'single page');
    fs.writeFileSync(path.join(root, 'remotes.json'), '{}');
    for (const dir of [root, shellDir]) fs.chmodSync(dir, 0o755); // nginx's workers run as nobody under root
    const port = await freePort();
    nginx = await startNginx({ port, apiPorts: [await freePort()], shellDir, remotes: [], remotesJson: path.join(root, 'remotes.json'), runDir: path.join(root, 'run'), csp: "default-src 'self'" });
    url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 50 && !(await fetch(url).then(() => true, () => false)); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  });
  after(() => nginx?.stop());

  const text = async (pathname, headers = {}) => {
    const response = await fetch(`${url}${pathname}`, { headers });
    assert.equal(response.status, 200);
    return { body: await response.text(), headers: response.headers };
  };

  it('answers a page in the language of the cookie, else of Accept-Language, in any case, with the document headers', async () => {
    const chosen = await text('/AboutUs', { Cookie: 'a=1; evisa-language=fr', 'Accept-Language': 'de' });
    assert.equal(chosen.body, 'fr AboutUs.html');
    assert.match(chosen.headers.get('vary') ?? '', /Cookie, Accept-Language/);
    assert.equal(chosen.headers.get('content-security-policy'), "default-src 'self'");
    assert.equal((await text('/aboutus/', { 'Accept-Language': 'zh-CN,de;q=0.8' })).body, 'de AboutUs.html');
    assert.equal((await text('/', { 'Accept-Language': 'pt-BR' })).body, 'en index.html');
    assert.equal((await text('/', {})).body, 'en index.html');
  });

  it('answers a form sent to a page before its script arrived (POST) with the page, never 405', async () => {
    const form = { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'evisa-language=fr' }, body: 'applicationId=ABC123&dateOfBirth=1990-05-17' };
    const page = await fetch(`${url}/AboutUs`, form);
    assert.equal(page.status, 200);
    assert.equal(await page.text(), 'fr AboutUs.html');
    assert.equal(page.headers.get('content-security-policy'), "default-src 'self'");
    assert.equal(await (await fetch(`${url}/?lang=de`, form)).text(), 'de index.html');
    // A language not pre-rendered: the single page, as for a GET.
    assert.equal(await (await fetch(`${url}/AboutUs`, { ...form, headers: { ...form.headers, Cookie: 'evisa-language=ja' } })).text(), 'single page');
  });

  it("answers a route's frame for its pattern, in the visitor's language", async () => {
    const frame = await text('/apply2/ABC123/', { Cookie: 'evisa-language=fr' });
    assert.equal(frame.body, 'fr frame.html');
    assert.equal(frame.headers.get('content-security-policy'), "default-src 'self'");
    assert.equal((await text('/Payment/ABC123/confirmation', { 'Accept-Language': 'de' })).body, 'de frame.html');
  });

  it("answers a page's address in one language (?lang=) in it, whatever the cookie and Accept-Language say", async () => {
    assert.equal((await text('/AboutUs?lang=de&utm=x', { Cookie: 'evisa-language=fr', 'Accept-Language': 'fr' })).body, 'de AboutUs.html');
    assert.equal((await text('/apply2/ABC123?lang=fr')).body, 'fr frame.html');
    assert.equal((await text('/AboutUs?lang=zz', { Cookie: 'evisa-language=fr' })).body, 'fr AboutUs.html');
  });

  it('answers the single page for the desk and for a language not pre-rendered, varying as the page it stands for', async () => {
    assert.equal((await text('/agency/queue')).body, 'single page');
    for (const pathname of ['/Apply2/X', '/AboutUs']) {
      const single = await text(pathname, { Cookie: 'evisa-language=ja', 'Accept-Language': 'ja' });
      assert.equal(single.body, 'single page', pathname);
      assert.match(single.headers.get('vary') ?? '', /Cookie, Accept-Language/, pathname);
      assert.equal(single.headers.get('content-security-policy'), "default-src 'self'", pathname);
    }
    const posted = await fetch(`${url}/AboutUs`, { method: 'POST', headers: { Cookie: 'evisa-language=ja' }, body: 'a=1' });
    assert.equal(await posted.text(), 'single page');
    assert.match(posted.headers.get('vary') ?? '', /Cookie, Accept-Language/);
  });

  it("answers a path that is no page of the site with the single page (its 'page not found') and 404", async () => {
    for (const pathname of ['/Apply2/X/more', '/Payment/X', '/no-such-page']) {
      const response = await fetch(`${url}${pathname}`);
      assert.equal(response.status, 404, pathname);
      assert.equal(await response.text(), 'single page', pathname);
      assert.equal(response.headers.get('content-security-policy'), "default-src 'self'", pathname);
      assert.equal(response.headers.get('cache-control'), 'no-cache', pathname);
    }
  });
});
