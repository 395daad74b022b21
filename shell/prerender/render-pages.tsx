// The build's pre-render (`npm run build -w shell`, after webpack), in every language, with the components the page
// then hydrates (src/startup/bootstrap.tsx), into copies of the built index.html:
// - the first screen of every route marked `prerendered` (src/screen-routes.ts): dist/prerendered/<language>/<path>.html;
//   each with its canonical address, its address in every language and its Open Graph tags (page-addresses.ts);
// - for every other route, its frame: the site's chrome (header, navigation, footer) around the loading indicator its
//   screen shows until it arrives: dist/prerendered/<language>/frame.html (one file while every such route's frame
//   is the same).
// Each page carries inlined the style rules it can use before its script arrives (page-style.ts).
// dist/prerendered/pages.json maps each path (and each other route's pattern) to its file for the servers
// (tools/stack), and each file to its inlined sheet's hash (`styleHashes`: the content security policy's style source
// sent with that page only) and each held page's file to its loader's (`scriptHashes`, held-loader.ts); dist/sitemap.xml lists the pre-rendered pages in every language, and dist/robots.txt names it.
// Nothing here shows an applicant: the pre-rendered screens' first render reads nothing from the API,
// a frame has no screen, and nothing here has an application.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createI18n, LANGUAGE_CODES, registerNamespace, screenNamespaces } from '@evisa/i18n';
import { PageHeadContext, type PageHead, type SiteConfig } from '@evisa/ui';
import { loadScreen } from '../src/remotes/screen-loads';
import { SCREEN_ROUTES, type ScreenRoute } from '../src/screen-routes';
import { loadShellTexts, SHELL_NAMESPACE } from '../src/shell-texts';
import { Site } from '../src/startup/site';
import { STARTUP_PREFETCH_ID } from '../src/startup/startup-prefetch';
import { mergeSiteConfig } from '../src/startup/site-config';
import { formsSentInAddress } from '../src/forms-in-address';
import { heldLoaderElement, HELD_LOADER_HASH } from './held-loader';
import { addressElements, escapeHtml, robotsWithSitemap, siteOrigin, sitemap } from './page-addresses';
import { pageStyleSheet, type InlinedStyleSheet } from './page-style';

const ROOT_ELEMENT = '<div id="root"></div>';
const HEAD_END = '</head>';
const BODY_END = '</body>';
const PRERENDERED = 'prerendered';
const DOCUMENT_LANGUAGE = '<html lang="en">';

/** `/` -> `index.html`, `/services/2` -> `services/2.html`. */
const fileOf = (routePath: string) => `${routePath === '/' ? 'index' : routePath.slice(1)}.html`;

function writeCompressed(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
}

/**
 * The pre-render's style sheet: every style sheet its screens import, built beside this script. Each page carries
 * inlined the part of it that it can use before its script arrives (page-style.ts): it paints from its HTML alone,
 * without a request on a second connection before its first paint.
 */
function preRenderStyleSheet(): string {
  const [name, ...others] = fs.readdirSync(__dirname).filter((file) => /^site\.[0-9a-f]{8}\.css$/.test(file));
  if (!name || others.length > 0) throw new Error(`${__dirname}: expected one site.<hash>.css, found ${[name, ...others].filter(Boolean).join(', ') || 'none'}`);
  return fs.readFileSync(path.join(__dirname, name), 'utf8');
}

/** The built page's head, for each kind of pre-rendered page. */
interface PrerenderedHeads {
  /** A page taken over at once: `/Apply` (a form that needs its script) and the frames. */
  atOnce: string;
  /** A page usable as HTML, taken over at the visitor's first interaction (the public pages). */
  held: string;
}

/**
 * The built page's head as a pre-rendered page needs it. Its first paint needs nothing but the HTML: the entry
 * script (high priority on the single page, whose first paint waits for it) goes at low priority, behind the HTML,
 * and the shell's style sheet is not preloaded (the rules the page paints with are inlined; the bootstrap asks for it when it
 * loads). Lighthouse's model counts towards the first paint every high-priority script or style sheet that arrived
 * before the observed paint, and towards LCP every request that did, except a script run after it: on a fast server
 * they raced the paint, and the simulated FCP and LCP moved by a second between runs of the same build
 * (docs/performance.md, bench/tools/lighthouse-first-paint.mjs).
 * A page taken over at once preloads its start-up scripts at low priority. A held page asks for nothing but its HTML
 * before its first paint: its loader (held-loader.ts) starts the held entry (`heldEntry`, src/startup/held-entry.ts:
 * no federation runtime, no React) after the first frame, and that one runs the shell's entry, which the loader names
 * (`data-main`), at the visitor's first interaction. The start-up files, the shell's entry first, are not preloaded
 * but listed, inert, in a `<template>` whose prefetch links the held entry puts into the head once the page has
 * loaded and the browser is idle (src/startup/startup-prefetch.ts); the two JSON files the start reads are not
 * preloaded either: the held entry asks for them.
 */
function prerenderedHeads(template: string, heldEntry: string): PrerenderedHeads {
  const entry = / fetchpriority="high"/g;
  const mainScript = /<script defer="defer" src="([^"]+)" fetchpriority="high">/;
  const main = mainScript.exec(template)?.[1];
  if (!main) throw new Error('index.html: expected the entry script as <script defer="defer" src="…" fetchpriority="high">');
  const scriptPreload = /(<link rel="preload" href="[^"]+" as="script")>/g;
  const stylePreload = /<link rel="preload" href="[^"]+" as="style">/g;
  const jsonPreload = /<link rel="preload" href="[^"]+" as="fetch" crossorigin\s*\/?>/g;
  if ((template.match(entry) ?? []).length !== 1 || !scriptPreload.test(template) || !stylePreload.test(template) || !jsonPreload.test(template)) {
    throw new Error('index.html: expected one high-priority entry script, and preloads of scripts, of a style sheet and of JSON');
  }
  if (!template.includes(BODY_END)) throw new Error(`index.html: expected ${BODY_END}`);
  const lowEntry = template.replace(entry, ' fetchpriority="low"');
  const startupFiles = [...template.matchAll(/<link rel="preload" href="([^"]+)" as="(script|style)">/g)];
  const prefetches = [[main, 'script'], ...startupFiles.map(([, href, as]) => [href, as])]
    .map(([href, as]) => `<link rel="prefetch" href="${href}" as="${as}">`)
    .join('');
  return {
    atOnce: lowEntry.replace(scriptPreload, '$1 fetchpriority="low">').replace(stylePreload, ''),
    held: template
      .replace(new RegExp(`${mainScript.source}</script>`), '')
      .replace(jsonPreload, '')
      .replace(scriptPreload, '')
      .replace(stylePreload, '')
      .replace(HEAD_END, `<template id="${STARTUP_PREFETCH_ID}">${prefetches}</template>${HEAD_END}`)
      .replace(BODY_END, `${heldLoaderElement(heldEntry, main)}${BODY_END}`),
  };
}

/** The held pages' entry script (the shell's build, src/startup/held-entry.ts), as the page names it. */
function heldEntryScript(distDir: string): string {
  const files = fs.readdirSync(distDir).filter((file) => /^held\.[0-9a-f]{8}\.js$/.test(file));
  if (files.length !== 1) throw new Error(`${distDir}: expected one held.<hash>.js, found ${files.join(', ') || 'none'}`);
  return `/${files[0]}`;
}

/**
 * A held page's prefetch links for the shell's texts in its language (the common and the shell's namespaces, one
 * chunk each per language: webpackChunkName `i18n-<namespace>-[request]`), which its start loads beside the bootstrap.
 */
function textPrefetches(distDir: string, language: string): string {
  const chunk = new RegExp(`^i18n-(common|${SHELL_NAMESPACE})-${language}-[^/]*\\.js$`);
  const files = fs.readdirSync(distDir).filter((file) => chunk.test(file));
  if (files.length !== 2) throw new Error(`${distDir}: expected the common and shell texts in ${language}, found ${files.join(', ') || 'none'}`);
  return files.map((file) => `<link rel="prefetch" href="/${file}" as="script">`).join('');
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/**
 * The page's own <title> and description in its language, as its screen named them (usePageTitle); a frame, or a
 * screen that names none, keeps the site's.
 */
function withHead(page: string, head: PageHead): string {
  if (!TITLE.test(page) || !DESCRIPTION.test(page)) throw new Error('index.html: expected a <title> and a meta description');
  const titled = head.title ? page.replace(TITLE, `<title>${escapeHtml(head.title)}</title>`) : page;
  return head.description ? titled.replace(DESCRIPTION, `<meta name="description" content="${escapeHtml(head.description)}" />`) : titled;
}

const LOADING = 'class="remote-loading"';

/** What the page would show at once, or why it cannot be pre-rendered as it is: its screen, or its frame. */
function checked(html: string, where: string, kind: 'screen' | 'frame'): string {
  if (kind === 'screen') {
    // Something suspended: the HTML would show a loading indicator, then the page would change.
    if (html.includes(LOADING) || html.includes('role="status"')) throw new Error(`${where}: the screen was not ready to render`);
  } else if (html.split(LOADING).length !== 2 || html.includes('data-remote=')) {
    // A frame holds the loading indicator where its screen goes, as the page's first render shows it, and no screen.
    throw new Error(`${where}: a frame must hold one loading indicator and no screen`);
  }
  // The content security policy refuses style attributes in HTML (the page sets them through the DOM).
  if (/\sstyle="/.test(html)) throw new Error(`${where}: a style attribute, which the site's content security policy would refuse`);
  const sentInAddress = formsSentInAddress(html);
  if (sentInAddress.length > 0) {
    throw new Error(`${where}: a form sent in the address before the script arrives (method get), with fields ${sentInAddress.map((fields) => fields.join(', ') || '(none read)').join('; ')}: make it method="post" (shell/src/forms-in-address.ts)`);
  }
  return html;
}

/** A path as the servers match it (tools/stack/prerendered-pages.mjs): any case, `:param` one segment. */
const routeKey = (routePath: string) => routePath.toLowerCase();

async function renderPages(distDir: string): Promise<void> {
  const built = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  if (!built.includes(ROOT_ELEMENT) || !built.includes(DOCUMENT_LANGUAGE)) throw new Error(`${distDir}/index.html: no empty ${ROOT_ELEMENT} or ${DOCUMENT_LANGUAGE}`);
  const heads = prerenderedHeads(built, heldEntryScript(distDir));
  const siteConfig: SiteConfig = mergeSiteConfig(JSON.parse(fs.readFileSync(path.join(distDir, 'config.json'), 'utf8')));
  const origin = siteOrigin(siteConfig.siteUrl);
  const routes = SCREEN_ROUTES.filter((route) => route.prerendered);
  registerNamespace(SHELL_NAMESPACE, loadShellTexts);
  // The screens' modules register their texts once a page language is known, as in the page.
  await createI18n('en');
  for (const route of routes) await loadScreen(route.remote, route.expose);

  const outDir = path.join(distDir, PRERENDERED);
  fs.rmSync(outDir, { recursive: true, force: true });
  const css = preRenderStyleSheet();
  /** Each page's file (`<language>/<file>`) -> its inlined sheet's hash, the content security policy's source. */
  const styleHashes: Record<string, string> = {};
  /** Each held page's file -> its held entry's loader's hash, the content security policy's script source (held-loader.ts). */
  const scriptHashes: Record<string, string> = {};
  /** Each page's inlined sheet, once per page: the routes whose frames are the same render the same page. */
  const sheets = new Map<string, Promise<InlinedStyleSheet>>();
  const styleSheetOf = (page: string) => {
    if (!sheets.has(page)) sheets.set(page, pageStyleSheet(page, css));
    return sheets.get(page)!;
  };
  const framed = SCREEN_ROUTES.filter((route) => !route.prerendered);
  /** Each framed route's file: routes whose frames are the same (in English) share one. */
  const frameFiles = new Map<ScreenRoute, string>();
  const frameOfHtml = new Map<string, string>();
  for (const language of LANGUAGE_CODES) {
    const i18n = await createI18n(language);
    await i18n.loadNamespaces(['common', SHELL_NAMESPACE, ...screenNamespaces()]);
    const heldHead = heads.held.replace('</template>', `${textPrefetches(distDir, language)}</template>`);
    const render = async (location: string, kind: 'screen' | 'frame', held = false) => {
      const AtRoute = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
      const head: PageHead = {};
      const html = checked(
        renderToString(
          <PageHeadContext.Provider value={head}>
            <Site i18n={i18n} siteConfig={siteConfig} Router={AtRoute} />
          </PageHeadContext.Provider>,
        ),
        `${language} ${location}`,
        kind,
      );
      const addressed = kind === 'screen' ? addressElements(origin, location, language, { ...head, siteName: siteConfig.agency.name }) : '';
      const page = (held ? heldHead : heads.atOnce)
        .replace(DOCUMENT_LANGUAGE, `<html lang="${language}">`)
        .replace(HEAD_END, `${addressed}${HEAD_END}`)
        .replace(ROOT_ELEMENT, `<div id="root">${html}</div>`);
      const styleSheet = await styleSheetOf(page);
      return { page: withHead(page.replace(HEAD_END, () => `${styleSheet.element}${HEAD_END}`), head), styleHash: styleSheet.hash };
    };
    const write = (file: string, { page, styleHash }: { page: string; styleHash: string }, held = false) => {
      writeCompressed(path.join(outDir, language, file), page);
      styleHashes[`${language}/${file}`] = styleHash;
      if (held) scriptHashes[`${language}/${file}`] = HELD_LOADER_HASH;
    };
    for (const route of routes) {
      const held = Boolean(route.usableAsHtml);
      write(fileOf(route.path), await render(route.path, 'screen', held), held);
    }
    // A frame is rendered at its route's pattern (`/Apply2/:id`): the chrome is the same whatever the parameter.
    for (const route of framed) {
      const frame = await render(route.path, 'frame');
      if (!frameFiles.has(route)) {
        const file = frameOfHtml.get(frame.page) ?? (frameOfHtml.size === 0 ? 'frame.html' : `frame-${frameOfHtml.size + 1}.html`);
        frameOfHtml.set(frame.page, file);
        frameFiles.set(route, file);
      }
      const file = frameFiles.get(route)!;
      if (!fs.existsSync(path.join(outDir, language, file))) write(file, frame);
    }
  }
  const pages = Object.fromEntries(routes.map((route) => [routeKey(route.path), fileOf(route.path)]));
  const frames = Object.fromEntries(framed.map((route) => [routeKey(route.path), frameFiles.get(route)]));
  fs.writeFileSync(path.join(distDir, 'sitemap.xml'), sitemap(origin, routes.map((route) => route.path)));
  const robots = path.join(distDir, 'robots.txt');
  fs.writeFileSync(robots, robotsWithSitemap(fs.readFileSync(robots, 'utf8'), origin));
  fs.writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify({ languages: LANGUAGE_CODES, pages, frames, styleHashes, scriptHashes }, null, 2)}\n`);
  console.log(`pre-rendered ${routes.length} pages and ${new Set(frameFiles.values()).size} frame(s) for ${framed.length} routes, in ${LANGUAGE_CODES.length} languages, into ${outDir}`);
}

renderPages(path.resolve(process.argv[2] ?? 'dist')).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
