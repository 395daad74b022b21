// Security headers of every HTML document the site serves, the shell's pages and the remotes' own (issues 8, 24):
// a content security policy that lets in only the site's own origin, the origins of the remotes named by the live
// manifest and, when a PayPal client id is configured, PayPal's; frame protection; HSTS when the request came
// over https. The CDN in front of a real deployment sends the same headers (docs/reliability.md).
import fs from 'node:fs';
import path from 'node:path';
import { inlineHashesOf, readPrerenderedPages } from './prerendered-pages.mjs';

/** PayPal's JavaScript SDK: its script, API calls, button frames, images and styles. */
export const PAYPAL_ORIGINS = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];

/**
 * The policy, directive by directive. Scripts come only from files (no eval), and a held pre-rendered page's one
 * inline script, the loader of its held entry, let in by its hash (`scriptHash`: pages.json `scriptHashes`); styles
 * from files and a pre-rendered page's one style element, let in by its hash (`styleHash`: that page's, from the
 * shell's build, pages.json `styleHashes`; none for any other document). PayPal's SDK adds style elements to the
 * page, so inline styles are allowed when PayPal is on (and the hash is left out then: a browser that sees a hash
 * ignores 'unsafe-inline').
 * @param {{ remoteOrigins?: string[], paypal?: boolean, styleHash?: string, scriptHash?: string }} options
 */
export function contentSecurityPolicy({ remoteOrigins = [], paypal = false, styleHash, scriptHash } = {}) {
  const code = ["'self'", ...remoteOrigins, ...(paypal ? PAYPAL_ORIGINS : [])];
  const inlineStyles = paypal ? ["'unsafe-inline'"] : styleHash ? [styleHash] : [];
  const directives = {
    'default-src': ["'self'"],
    'script-src': [...code, ...(scriptHash ? [scriptHash] : [])],
    'style-src': [...code, ...inlineStyles],
    'connect-src': code,
    // data: and blob: are the previews of images the applicant picks, before they are uploaded.
    'img-src': [...code, 'data:', 'blob:'],
    'font-src': ["'self'", ...remoteOrigins, 'data:'],
    'frame-src': paypal ? PAYPAL_ORIGINS : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/** The origins (scheme, host, port) of the URLs a remotes manifest names, other than the page's own. */
export function manifestOrigins(manifest) {
  const origins = new Set();
  for (const url of Object.values(manifest ?? {})) {
    try {
      origins.add(new URL(String(url)).origin);
    } catch {
      // a relative URL is on the site's own origin ('self')
    }
  }
  return [...origins];
}

/** A JSON document the server answers from `overrides`, else from its folder; undefined when there is none. */
function readJson(dir, overrides, name) {
  const override = overrides[`/${name}`];
  if (override !== undefined) return typeof override === 'function' ? override() : override;
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  } catch {
    return undefined;
  }
}

/** The pre-rendered file a response answers with (`answersWithPrerenderedFile`), for its inline elements' hashes. */
const prerenderedFiles = new WeakMap();

/**
 * Says that a response answers with a pre-rendered file (`prerenderedFile`, `prerendered/<language>/<file>`): its
 * content security policy lets in that page's style element and loader.
 * @param {import('node:http').ServerResponse} res
 * @param {string} file
 */
export function answersWithPrerenderedFile(res, file) {
  prerenderedFiles.set(res, file);
}

/**
 * Sets the shell's security headers on a response (an HTML document: see `documentSecurityHeaders`). The manifest and the site configuration are read on every
 * page, so a release or roll-back (a new remote origin) and a PayPal client id take effect at once.
 * @param {{ dir: string, overrides?: Record<string, unknown> }} options
 * @returns {(res: import('node:http').ServerResponse) => void}
 */
export function shellSecurityHeaders({ dir, overrides = {} }) {
  return (res) => {
    let policy;
    try {
      const remoteOrigins = manifestOrigins(readJson(dir, overrides, 'remotes.json'));
      const paypal = Boolean(readJson(dir, overrides, 'config.json')?.paypalClientId);
      const { styleHash, scriptHash } = inlineHashesOf(readPrerenderedPages(dir), prerenderedFiles.get(res));
      policy = contentSecurityPolicy({ remoteOrigins, paypal, styleHash, scriptHash });
    } catch {
      policy = contentSecurityPolicy();
    }
    res.setHeader('Content-Security-Policy', policy);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Permissions-Policy', 'geolocation=(), microphone=(), usb=()');
  };
}

// HTML pages, and SVG images, which a browser also runs as documents when one is opened on its own.
const DOCUMENT_TYPES = /^(text\/html|image\/svg\+xml)\b/i;

/** Two years, the whole site: what the HSTS preload list asks for. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Whether the request reached the site over https: directly, or through the CDN or proxy in front, which says so
 * in X-Forwarded-Proto. A browser ignores HSTS received over plain http, so believing the header costs nothing.
 * @param {import('node:http').IncomingMessage} req
 */
export function viaHttps(req) {
  if (/** @type {{ encrypted?: boolean }} */ (req.socket).encrypted) return true;
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim().toLowerCase();
  return forwarded === 'https';
}

/**
 * Browsers apply the content security policy, frame and permissions policies only to documents (and workers), so
 * only HTML responses carry them, and never `Access-Control-Allow-Origin`; sent with every script, style sheet and JSON file they cost about 450 bytes per
 * response on the wire (docs/performance.md). Every response keeps `X-Content-Type-Options: nosniff`, which is what
 * makes the browser refuse a script or style sheet served with the wrong type.
 * @param {(res: import('node:http').ServerResponse) => void} setSecurityHeaders  from `shellSecurityHeaders`
 * @returns {(res: import('node:http').ServerResponse) => void}
 */
export function documentSecurityHeaders(setSecurityHeaders) {
  return (res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const writeHead = res.writeHead;
    res.writeHead = function writeHeadWithSecurityHeaders(statusCode, ...rest) {
      const headers = rest.find((value) => value && typeof value === 'object' && !Array.isArray(value));
      const typeKey = headers && Object.keys(headers).find((key) => key.toLowerCase() === 'content-type');
      const type = String((typeKey && headers[typeKey]) ?? res.getHeader('content-type') ?? '');
      if (DOCUMENT_TYPES.test(type)) {
        setSecurityHeaders(res);
        // A document is never for another origin to read: the remotes' files are shared (CORS), their pages not.
        res.removeHeader('Access-Control-Allow-Origin');
        if (headers) for (const key of Object.keys(headers)) if (key.toLowerCase() === 'access-control-allow-origin') delete headers[key];
      }
      return writeHead.call(this, statusCode, ...rest);
    };
  };
}
