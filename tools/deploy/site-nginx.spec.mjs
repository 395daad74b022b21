// node --test: the site's nginx configuration for a deployment (site-nginx.mjs), run by Debian's nginx over a shell
// build and a hosting folder: pre-rendered pages with the document headers, hashed files cached for good, a 404 for
// a file that is not there (never the single page), the remotes from the hosting folder, /api passed to the API.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { freePort } from '../free-port.mjs';
import { repoRoot } from '../repo-root.cjs';
import { startNginx } from '../stack/nginx.mjs';
import { siteNginxOptions } from './site-nginx.mjs';

const STYLE_HASHES = { 'en/index.html': "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='", 'fr/index.html': "'sha256-frHomeFrHomeFrHomeFrHomeFrHomeFrHomeFrHome0='" };
const SCRIPT_HASHES = { 'en/index.html': "'sha256-loaderLoaderLoaderLoaderLoaderLoaderLoader0='", 'fr/index.html': "'sha256-loaderLoaderLoaderLoaderLoaderLoaderLoader0='" };
const sourcesOf = (headers, directive) => (headers.get('content-security-policy') ?? '').split('; ').find((each) => each.startsWith(`${directive} `));
const styleSources = (headers) => sourcesOf(headers, 'style-src');

const write = (file, text) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

describe('the deployment’s nginx for the site', () => {
  let work;
  let shellDir;
  let nginx;
  let api;
  let url;
  const seenByApi = [];

  before(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-site-nginx-'));
    shellDir = path.join(work, 'shell');
    const hostingDir = path.join(work, 'hosting');
    write(path.join(shellDir, 'index.html'), '<!doctype html><title>single page</title>');
    write(path.join(shellDir, 'config.json'), '{"paypalClientId":""}');
    write(path.join(shellDir, 'main.0123abcd.js'), 'console.log(1)');
    for (const language of ['en', 'fr']) write(path.join(shellDir, 'prerendered', language, 'index.html'), `<!doctype html><title>${language} home</title>`);
    write(path.join(shellDir, 'prerendered', 'pages.json'), JSON.stringify({ languages: ['en', 'fr'], pages: { '/': 'index.html' }, frames: { '/apply2/:id': 'frame.html' }, styleHashes: STYLE_HASHES, scriptHashes: SCRIPT_HASHES }));
    write(path.join(hostingDir, 'remotes.json'), '{"mf_payment":"remotes/mf-payment/1.0.0-abc/remoteEntry.js"}');
    write(path.join(hostingDir, 'remotes', 'mf-payment', '1.0.0-abc', 'remoteEntry.js'), 'remote entry');
    write(path.join(hostingDir, 'remotes', 'mf-payment', '1.0.0-abc', 'chunk.89abcdef.js'), 'remote chunk');
    spawnSync('chmod', ['-R', 'a+rX', work]); // nginx's workers run as nobody under root
    api = http.createServer((req, res) => {
      seenByApi.push(req.url);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":200}');
    });
    const apiPort = await freePort();
    await new Promise((resolve) => api.listen(apiPort, '127.0.0.1', resolve));
    const port = await freePort();
    const options = siteNginxOptions({ shellDir, upstreams: [`127.0.0.1:${apiPort}`], listen: `127.0.0.1:${port}`, root: shellDir, hostingDir, runDir: path.join(work, 'run') });
    nginx = await startNginx(options);
    url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 50 && !(await fetch(url).then(() => true, () => false)); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  });
  after(async () => {
    await nginx?.stop();
    api?.close();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  const get = async (pathname, headers = {}) => {
    const response = await fetch(`${url}${pathname}`, { headers });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };

  it('answers a pre-rendered page in the visitor’s language with the document headers, a route not pre-rendered in its language with the single page, and any other path with the single page and 404', async () => {
    const home = await get('/', { 'Accept-Language': 'fr-FR,fr;q=0.9' });
    assert.equal(home.body, '<!doctype html><title>fr home</title>');
    assert.match(home.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    // Its inlined style element and its held entry's loader are let in by their own hashes, and no other page's.
    assert.equal(styleSources(home.headers), `style-src 'self' ${STYLE_HASHES['fr/index.html']}`);
    assert.equal(sourcesOf(home.headers, 'script-src'), `script-src 'self' ${SCRIPT_HASHES['fr/index.html']}`);
    assert.equal(styleSources((await get('/', { 'Accept-Language': 'en' })).headers), `style-src 'self' ${STYLE_HASHES['en/index.html']}`);
    assert.equal(home.headers.get('x-frame-options'), 'DENY');
    assert.equal(home.headers.get('cache-control'), 'no-cache');
    assert.equal((await get('/?lang=fr')).body, '<!doctype html><title>fr home</title>');
    const route = await get('/Apply2/IN123');
    assert.equal(route.status, 200);
    assert.equal(route.body, '<!doctype html><title>single page</title>');
    assert.match(route.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    assert.doesNotMatch(route.headers.get('content-security-policy') ?? '', /sha256/);
    const unknown = await get('/no-such-page');
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body, '<!doctype html><title>single page</title>');
    assert.match(unknown.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    assert.doesNotMatch(unknown.headers.get('content-security-policy') ?? '', /sha256/);
  });

  it('caches hashed files for good and answers 404 for a file that is not there', async () => {
    const script = await get('/main.0123abcd.js');
    assert.equal(script.status, 200);
    assert.equal(script.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(script.headers.get('content-security-policy'), null);
    for (const missing of ['/main.deadbeef.js', '/remotes/mf-payment/1.0.0-abc/missing.js', '/favicon.ico']) {
      const answer = await get(missing);
      assert.equal(answer.status, 404, missing);
      assert.doesNotMatch(answer.body, /single page/, missing);
    }
  });

  it('serves the released remotes and their live manifest from the hosting folder', async () => {
    const manifest = await get('/remotes.json');
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(JSON.parse(manifest.body), { mf_payment: 'remotes/mf-payment/1.0.0-abc/remoteEntry.js' });
    assert.equal((await get('/remotes/mf-payment/1.0.0-abc/remoteEntry.js')).headers.get('cache-control'), 'no-cache');
    const chunk = await get('/remotes/mf-payment/1.0.0-abc/chunk.89abcdef.js');
    assert.deepEqual([chunk.body, chunk.headers.get('cache-control')], ['remote chunk', 'public, max-age=31536000, immutable']);
  });

  it('passes /api to the instances without its prefix, naming no upstream', async () => {
    const answer = await get('/api/visaapplication/files/a.jpg');
    assert.equal(answer.status, 200);
    assert.equal(seenByApi.at(-1), '/visaapplication/files/a.jpg');
    assert.equal(answer.headers.get('x-upstream'), null);
  });

  it('prints the configuration of the image from the command line', () => {
    const printed = spawnSync(process.execPath, [path.join(repoRoot, 'tools/deploy/site-nginx.mjs'), '--shell', shellDir, '--api', 'api-1:3000,api-2:3000'], { encoding: 'utf8' });
    assert.equal(printed.status, 0, printed.stderr);
    for (const line of ['listen 8080;', 'server api-1:3000', 'server api-2:3000', 'root "/srv/site/shell";', 'alias "/srv/site/hosting/remotes.json";']) assert.ok(printed.stdout.includes(line), line);
  });
});
