// The build's pre-render (`npm run build -w shell`, after webpack): the first screen of every route marked
// `prerendered` (src/screen-routes.ts), in every language, rendered with the components the page then hydrates
// (src/startup/bootstrap.tsx) into a copy of the built index.html: dist/prerendered/<language>/<path>.html, and
// dist/prerendered/pages.json, which maps each path to its file for the servers (tools/stack). These screens show
// nothing of an applicant: their first render reads nothing from the API, and nothing here has an application.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createI18n, LANGUAGE_CODES, registerNamespace, screenNamespaces } from '@evisa/i18n';
import type { SiteConfig } from '@evisa/ui';
import { loadScreen } from '../src/remotes/screen-loads';
import { SCREEN_ROUTES } from '../src/screen-routes';
import { loadShellTexts, SHELL_NAMESPACE } from '../src/shell-texts';
import { Site } from '../src/startup/site';
import { mergeSiteConfig } from '../src/startup/site-config';

const ROOT_ELEMENT = '<div id="root"></div>';
const HEAD_END = '</head>';
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
 * The pre-render's style sheet (every style sheet its screens import, built beside this script), inlined into each
 * page: the page paints from its HTML alone, without a request on a second connection before its first paint.
 * Marked, so that the style sheets the page loads later go before it (libs/federation: INSERT_STYLE_SHEET). The
 * content security policy lets this one element in by its hash (pages.json `styleHash`, tools/stack).
 */
function inlineStyleSheet(): { element: string; hash: string } {
  const [name, ...others] = fs.readdirSync(__dirname).filter((file) => /^site\.[0-9a-f]{8}\.css$/.test(file));
  if (!name || others.length > 0) throw new Error(`${__dirname}: expected one site.<hash>.css, found ${[name, ...others].filter(Boolean).join(', ') || 'none'}`);
  const css = fs.readFileSync(path.join(__dirname, name), 'utf8');
  if (/<\/style/i.test(css)) throw new Error(`${name}: holds '</style', which would end the inlined element`);
  return { element: `<style data-prerendered>${css}</style>`, hash: `'sha256-${crypto.createHash('sha256').update(css, 'utf8').digest('base64')}'` };
}

/**
 * The built page's head as a pre-rendered page needs it. Its first paint needs nothing but the HTML; the entry
 * script (high priority on the single page, whose first paint waits for it) and the shell's style sheet preload
 * (the same rules as the inlined ones) go at low priority, so that they do not compete with the HTML. (Lighthouse's
 * model counts every high-priority request that ended before the first paint as blocking it: docs/performance.md.)
 */
function prerenderedHead(template: string): string {
  const entry = / fetchpriority="high"/g;
  const stylePreload = /(<link rel="preload" href="[^"]+\.css" as="style")>/g;
  if ((template.match(entry) ?? []).length !== 1 || !stylePreload.test(template)) throw new Error('index.html: expected one high-priority entry script and a style sheet preload');
  return template.replace(entry, ' fetchpriority="low"').replace(stylePreload, '$1 fetchpriority="low">');
}

/** What the page would show at once, or why it cannot be pre-rendered as it is. */
function checked(html: string, where: string): string {
  // Something suspended: the HTML would show a loading indicator, then the page would change.
  if (html.includes('remote-loading') || html.includes('role="status"')) throw new Error(`${where}: the screen was not ready to render`);
  // The content security policy refuses style attributes in HTML (the page sets them through the DOM).
  if (/\sstyle="/.test(html)) throw new Error(`${where}: a style attribute, which the site's content security policy would refuse`);
  return html;
}

async function renderPages(distDir: string): Promise<void> {
  const template = prerenderedHead(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  if (!template.includes(ROOT_ELEMENT) || !template.includes(DOCUMENT_LANGUAGE)) throw new Error(`${distDir}/index.html: no empty ${ROOT_ELEMENT} or ${DOCUMENT_LANGUAGE}`);
  const siteConfig: SiteConfig = mergeSiteConfig(JSON.parse(fs.readFileSync(path.join(distDir, 'config.json'), 'utf8')));
  const routes = SCREEN_ROUTES.filter((route) => route.prerendered);
  registerNamespace(SHELL_NAMESPACE, loadShellTexts);
  // The screens' modules register their texts once a page language is known, as in the page.
  await createI18n('en');
  for (const route of routes) await loadScreen(route.remote, route.expose);

  const outDir = path.join(distDir, PRERENDERED);
  fs.rmSync(outDir, { recursive: true, force: true });
  const styleSheet = inlineStyleSheet();
  for (const language of LANGUAGE_CODES) {
    const i18n = await createI18n(language);
    await i18n.loadNamespaces(['common', SHELL_NAMESPACE, ...screenNamespaces()]);
    for (const route of routes) {
      const AtRoute = ({ children }: { children: ReactNode }) => <StaticRouter location={route.path}>{children}</StaticRouter>;
      const html = checked(renderToString(<Site i18n={i18n} siteConfig={siteConfig} Router={AtRoute} />), `${language} ${route.path}`);
      const page = template
        .replace(DOCUMENT_LANGUAGE, `<html lang="${language}">`)
        .replace(HEAD_END, `${styleSheet.element}${HEAD_END}`)
        .replace(ROOT_ELEMENT, `<div id="root">${html}</div>`);
      writeCompressed(path.join(outDir, language, fileOf(route.path)), page);
    }
  }
  // Paths as the router matches them: any case, a trailing slash ignored.
  const pages = Object.fromEntries(routes.map((route) => [route.path.toLowerCase(), fileOf(route.path)]));
  fs.writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify({ languages: LANGUAGE_CODES, styleHash: styleSheet.hash, pages }, null, 2)}\n`);
  console.log(`pre-rendered ${routes.length} pages in ${LANGUAGE_CODES.length} languages into ${outDir}`);
}

renderPages(path.resolve(process.argv[2] ?? 'dist')).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
