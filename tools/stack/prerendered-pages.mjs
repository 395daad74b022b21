// Which pre-rendered page answers a request for a document (shell/prerender writes them at build time): the page, or
// for a route whose screen is not pre-rendered its frame (the chrome around a loading indicator), in the language
// the visitor's page would start in (libs/i18n requestLanguage: the address's `?lang=`, else the language cookie,
// else the browser's preferences); or none (a path no route answers, a language not pre-rendered), and the single-page index.html
// answers as before. The shell's static server uses it; nginx
// (nginx.mjs) does the same with its own maps.
import fs from 'node:fs';
import path from 'node:path';
import { createJiti } from 'jiti';
import { repoRoot } from '../repo-root.cjs';

/** @type {Promise<typeof import('../../libs/i18n/src/languages')> | undefined} */
let languages;
const loadLanguages = () => (languages ??= createJiti(path.join(repoRoot, 'tools/stack/')).import(path.join(repoRoot, 'libs/i18n/src/languages.ts')));
/** @type {Promise<typeof import('../../libs/contracts/src/desk/desk-path')> | undefined} */
let deskPath;
const loadDeskPath = () => (deskPath ??= createJiti(path.join(repoRoot, 'tools/stack/')).import(path.join(repoRoot, 'libs/contracts/src/desk/desk-path.ts')));

/** The folder the pre-render writes, inside the shell's build. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * @typedef {{ languages: string[], pages: Record<string, string>, frames?: Record<string, string>, styleHashes?: Record<string, string>, scriptHashes?: Record<string, string> }} PrerenderedPages
 *   `pages`: a path (lower case) -> its file; `frames`: a route's pattern (lower case, `:param` one segment) -> its
 *   frame's file; `styleHashes`: a page's file in a language (`en/index.html`) -> the content security policy's
 *   source for its style element (each page inlines the rules it uses, shell/prerender/page-style.ts);
 *   `scriptHashes`: a held page's file -> the source for its one inline script, the loader of its held entry
 *   (shell/prerender/held-loader.ts).
 */

/**
 * @param {string} shellDir the shell's build
 * @returns {PrerenderedPages | undefined} what the build pre-rendered
 */
export function readPrerenderedPages(shellDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(shellDir, PRERENDERED_DIR, 'pages.json'), 'utf8'));
  } catch {
    return undefined; // a build without pre-rendered pages
  }
}

/** A path as the router matches it: any case, a trailing slash ignored. */
export const routeKey = (pathname) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();

const segments = (routePath) => routePath.split('/').filter(Boolean);

/**
 * The frame's file of the route whose pattern matches `key` (as the router matches: `:param` one segment), or undefined.
 * @param {Record<string, string> | undefined} frames
 * @param {string} key
 */
function frameFor(frames, key) {
  const wanted = segments(key);
  const route = Object.keys(frames ?? {}).find((pattern) => {
    const parts = segments(pattern);
    return parts.length === wanted.length && parts.every((part, i) => part.startsWith(':') || part === wanted[i]);
  });
  return route === undefined ? undefined : frames?.[route];
}

/**
 * Whether the site has a page at a path: a route the build listed (a pre-rendered page or a route's frame) or a page
 * of the agency's desk. A build that listed none (no pre-render) cannot tell, and every path is taken for a page.
 * @param {PrerenderedPages | undefined} prerendered
 * @param {string} pathname
 * @returns {Promise<boolean>}
 */
export async function isSitePath(prerendered, pathname) {
  const key = routeKey(pathname);
  if (!prerendered || prerendered.pages[key] || frameFor(prerendered.frames, key)) return true;
  const { isDeskPath } = await loadDeskPath();
  return isDeskPath(pathname);
}

/**
 * Whether a path is one of the pre-rendered pages (not a route's frame): the pages whose forms a visitor can send
 * before the script arrives, which the servers answer for a POST too.
 * @param {PrerenderedPages | undefined} prerendered
 * @param {string} pathname
 */
export const isPrerenderedPage = (prerendered, pathname) => Boolean(prerendered?.pages[routeKey(pathname)]);

/**
 * The pre-rendered file (relative to the shell's build) for a document request, or undefined.
 * @returns {Promise<string | undefined>}
 * @param {PrerenderedPages | undefined} prerendered
 * @param {{ pathname: string, search?: string, cookie?: string, acceptLanguage?: string }} request
 */
export async function prerenderedFile(prerendered, { pathname, search, cookie, acceptLanguage }) {
  const key = routeKey(pathname);
  const file = prerendered?.pages[key] ?? frameFor(prerendered?.frames, key);
  if (!file) return undefined;
  const { requestLanguage } = await loadLanguages();
  const language = requestLanguage(cookie, acceptLanguage, search);
  return prerendered.languages.includes(language) ? `${PRERENDERED_DIR}/${language}/${file}` : undefined;
}

/**
 * The content security policy's sources for a pre-rendered file's inline elements (as `prerenderedFile` names it):
 * its style element's and, on a held page, its loader's; each undefined where the file has none (a file that is not a
 * pre-rendered page has neither). Sent with that page only: response headers count in the first round trip, and a
 * page needs no other page's hash.
 * @param {PrerenderedPages | undefined} prerendered
 * @param {string | undefined} file  `prerendered/<language>/<file>`
 * @returns {{ styleHash?: string, scriptHash?: string }}
 */
export function inlineHashesOf(prerendered, file) {
  const prefix = `${PRERENDERED_DIR}/`;
  if (!file?.startsWith(prefix)) return {};
  const key = file.slice(prefix.length);
  const hashOf = (/** @type {Record<string, string> | undefined} */ hashes) => (hashes && Object.hasOwn(hashes, key) ? hashes[key] : undefined);
  return { styleHash: hashOf(prerendered?.styleHashes), scriptHash: hashOf(prerendered?.scriptHashes) };
}
