// Serves a built app the way the CDN does: precompressed files, immutable caching for hashed names,
// no caching for entry points and manifests, and (for the shell) the API under /api on the same origin; locally also
// the PayPal sandbox's checkout page under /api/sandbox/paypal/, the path the site sends the buyer to without PayPal.
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { isPrerenderedPage, isSitePath, PRERENDERED_DIR, prerenderedFile, readPrerenderedPages } from './prerendered-pages.mjs';
import { SANDBOX_PATH } from '../paypal-sandbox/sandbox-path.mjs';
import { answersWithPrerenderedFile, documentSecurityHeaders, HSTS, shellSecurityHeaders, viaHttps } from './security-headers.mjs';

const HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|svg|webp)$/;

function setCacheHeaders(res, pathname) {
  res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
  // A pre-rendered page is chosen by the language cookie and Accept-Language (below): caches must keep them apart.
  if (pathname.startsWith(`/${PRERENDERED_DIR}/`) && pathname.endsWith('.html')) res.setHeader('Vary', 'Accept-Encoding, Cookie, Accept-Language');
}

/**
 * The client's address chain for the API, as a proxy passes it (nginx's $proxy_add_x_forwarded_for): what the
 * request already carried, then the address this server saw it come from. The API believes the chain only as far
 * as TRUST_PROXY says (loopback by default), so a remote visitor cannot claim another address.
 */
export function forwardedFor(req) {
  const peer = req.socket.remoteAddress ?? '';
  const before = [req.headers['x-forwarded-for']].flat().filter(Boolean).join(', ');
  return before ? `${before}, ${peer}` : peer;
}

function proxyTo(target, req, res, stripPrefix) {
  const url = new URL(req.url.slice(stripPrefix.length) || '/', target);
  const upstream = http.request(
    url,
    { method: req.method, headers: { ...req.headers, host: url.host, 'x-forwarded-for': forwardedFor(req) } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(503, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ status: 503, message: 'The service is temporarily unavailable. Please try again shortly.', err: 'api unreachable', errors: {} }));
  });
  req.pipe(upstream);
}

const notFound = (res) => {
  res.statusCode = 404;
  res.end('Not found');
};

/** The single page, which shows its 'page not found', with the status that says so (crawlers, link checkers). */
function pageNotFound(serve, req, res) {
  req.url = '/index.html';
  delete req.headers['if-none-match'];
  delete req.headers['if-modified-since'];
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => writeHead(status === 200 ? 404 : status, ...rest);
  serve(req, res, () => notFound(res));
}

/**
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, apiTarget?: string, paypalTarget?: string, cors?: boolean,
 *   overrides?: Record<string, unknown | (() => unknown)>, mounts?: Record<string, string> }} options
 *   `overrides` answers some paths with JSON of this deployment (the remotes manifest of a test stack); a function
 *   is called on every request, so a manifest that a release rewrites is served fresh.
 *   `mounts` serves other folders under path prefixes ending in `/` (the released remotes under `/remotes/`),
 *   with the same caching rules and no single-page fallback.
 * @returns {Promise<http.Server>}
 */
export function startStaticServer({ dir, port, host = '127.0.0.1', spa = false, apiTarget, paypalTarget, cors = false, overrides = {}, mounts = {} }) {
  const options = { gzip: true, brotli: true, dev: false, etag: true, setHeaders: setCacheHeaders };
  const serve = sirv(dir, { ...options, single: spa });
  // `dev` makes sirv look files up on each request: a release adds folders while the server runs.
  const mounted = Object.entries(mounts).map(([prefix, folder]) => ({ prefix, serve: sirv(folder, { ...options, dev: true }) }));
  // Every HTML document, the shell's pages and a remote's own page alike, carries the site's security headers
  // (content security policy and friends); other responses only nosniff. A remote's folder has no manifest or
  // site configuration: its policy is the site's own origin.
  const securityHeaders = documentSecurityHeaders(shellSecurityHeaders({ dir, overrides }));
  const server = http.createServer((req, res) => {
    // Every file of every app: a script or style sheet served with the wrong type is refused, not sniffed.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (viaHttps(req)) res.setHeader('Strict-Transport-Security', HSTS);
    securityHeaders(res);
    // The remotes' scripts, styles and manifests are read by the shell's origin; their HTML is not (see above).
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    if (paypalTarget && req.url?.startsWith(`/api${SANDBOX_PATH}/`)) return proxyTo(paypalTarget, req, res, '/api');
    if (apiTarget && (req.url === '/api' || req.url?.startsWith('/api/'))) return proxyTo(apiTarget, req, res, '/api');
    const [pathname = '/', query] = (req.url ?? '/').split('?', 2);
    const search = query === undefined ? '' : `?${query}`;
    if (pathname in overrides) {
      let body;
      try {
        body = JSON.stringify(typeof overrides[pathname] === 'function' ? overrides[pathname]() : overrides[pathname]);
      } catch (error) {
        res.writeHead(500, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
        return res.end(`${pathname}: ${error.message}`);
      }
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      return res.end(body);
    }
    const mount = mounted.find(({ prefix }) => pathname.startsWith(prefix));
    if (mount) {
      req.url = req.url.slice(mount.prefix.length - 1);
      return mount.serve(req, res, () => notFound(res));
    }
    // A pre-rendered form sent before the page's script arrived is a POST (shell/src/forms-in-address.ts): its page
    // answers it as it answers a GET, and what was sent is not read.
    if (spa && req.method === 'POST' && isPrerenderedPage(readPrerenderedPages(dir), pathname)) {
      req.resume();
      req.method = 'GET';
    }
    // A page the shell's build pre-rendered, in the visitor's language (prerendered-pages.mjs), else the files; a
    // path that is no page of the site gets the single page with 404.
    if (!spa || !(req.method === 'GET' || req.method === 'HEAD') || path.extname(pathname)) return serve(req, res, () => notFound(res));
    const prerendered = readPrerenderedPages(dir);
    Promise.all([prerenderedFile(prerendered, { pathname, search, cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] }), isSitePath(prerendered, pathname)]).then(
      ([page, known]) => {
        if (!known) return pageNotFound(serve, req, res);
        if (page) {
          req.url = `/${page}`;
          answersWithPrerenderedFile(res, page);
        }
        serve(req, res, () => notFound(res));
      },
      () => serve(req, res, () => notFound(res)),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
