// Which pre-rendered page answers a request for a document (shell/prerender writes them at build time): the page in
// the language the visitor's page would start in (libs/i18n requestLanguage: the language cookie, else the browser's
// preferences), or none, and the single-page index.html answers as before. The shell's static server uses it; nginx
// (nginx.mjs) does the same with its own maps.
import fs from 'node:fs';
import path from 'node:path';
import { createJiti } from 'jiti';
import { repoRoot } from '../repo-root.cjs';

/** @type {Promise<typeof import('../../libs/i18n/src/languages')> | undefined} */
let languages;
const loadLanguages = () => (languages ??= createJiti(path.join(repoRoot, 'tools/stack/')).import(path.join(repoRoot, 'libs/i18n/src/languages.ts')));

/** The folder the pre-render writes, inside the shell's build. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * @param {string} shellDir the shell's build
 * @returns {{ languages: string[], pages: Record<string, string> } | undefined} what the build pre-rendered
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

/**
 * The pre-rendered file (relative to the shell's build) for a document request, or undefined.
 * @returns {Promise<string | undefined>}
 * @param {{ languages: string[], pages: Record<string, string> } | undefined} prerendered
 * @param {{ pathname: string, cookie?: string, acceptLanguage?: string }} request
 */
export async function prerenderedFile(prerendered, { pathname, cookie, acceptLanguage }) {
  const file = prerendered?.pages[routeKey(pathname)];
  if (!file) return undefined;
  const { requestLanguage } = await loadLanguages();
  const language = requestLanguage(cookie, acceptLanguage);
  return prerendered.languages.includes(language) ? `${PRERENDERED_DIR}/${language}/${file}` : undefined;
}
