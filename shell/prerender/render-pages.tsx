// The build's pre-render (`npm run build -w shell`, after webpack): the first screen of every route marked
// `prerendered` (src/screen-routes.ts), in every language, rendered with the components the page then hydrates
// (src/startup/bootstrap.tsx) into a copy of the built index.html: dist/prerendered/<language>/<path>.html, and
// dist/prerendered/pages.json, which maps each path to its file for the servers (tools/stack). These screens show
// nothing of an applicant: their first render reads nothing from the API, and nothing here has an application.
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
 * The pre-render's style sheet (every style sheet its screens import, built beside this script) copied into the
 * pre-rendered folder; its name carries its content hash, so it is cached for good.
 */
function copyStyleSheet(outDir: string): string {
  const [name, ...others] = fs.readdirSync(__dirname).filter((file) => /^site\.[0-9a-f]{8}\.css$/.test(file));
  if (!name || others.length > 0) throw new Error(`${__dirname}: expected one site.<hash>.css, found ${[name, ...others].filter(Boolean).join(', ') || 'none'}`);
  writeCompressed(path.join(outDir, name), fs.readFileSync(path.join(__dirname, name), 'utf8'));
  return `/${PRERENDERED}/${name}`;
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
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  if (!template.includes(ROOT_ELEMENT) || !template.includes(DOCUMENT_LANGUAGE)) throw new Error(`${distDir}/index.html: no empty ${ROOT_ELEMENT} or ${DOCUMENT_LANGUAGE}`);
  const siteConfig: SiteConfig = mergeSiteConfig(JSON.parse(fs.readFileSync(path.join(distDir, 'config.json'), 'utf8')));
  const routes = SCREEN_ROUTES.filter((route) => route.prerendered);
  registerNamespace(SHELL_NAMESPACE, loadShellTexts);
  // The screens' modules register their texts once a page language is known, as in the page.
  await createI18n('en');
  for (const route of routes) await loadScreen(route.remote, route.expose);

  const outDir = path.join(distDir, PRERENDERED);
  fs.rmSync(outDir, { recursive: true, force: true });
  // Marked, so that the style sheets the page loads later go before it (libs/federation: INSERT_STYLE_SHEET).
  const styleSheet = `<link rel="stylesheet" href="${copyStyleSheet(outDir)}" data-prerendered>`;
  for (const language of LANGUAGE_CODES) {
    const i18n = await createI18n(language);
    await i18n.loadNamespaces(['common', SHELL_NAMESPACE, ...screenNamespaces()]);
    for (const route of routes) {
      const AtRoute = ({ children }: { children: ReactNode }) => <StaticRouter location={route.path}>{children}</StaticRouter>;
      const html = checked(renderToString(<Site i18n={i18n} siteConfig={siteConfig} Router={AtRoute} />), `${language} ${route.path}`);
      const page = template
        .replace(DOCUMENT_LANGUAGE, `<html lang="${language}">`)
        .replace(HEAD_END, `${styleSheet}${HEAD_END}`)
        .replace(ROOT_ELEMENT, `<div id="root">${html}</div>`);
      writeCompressed(path.join(outDir, language, fileOf(route.path)), page);
    }
  }
  // Paths as the router matches them: any case, a trailing slash ignored.
  const pages = Object.fromEntries(routes.map((route) => [route.path.toLowerCase(), fileOf(route.path)]));
  fs.writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify({ languages: LANGUAGE_CODES, pages }, null, 2)}\n`);
  console.log(`pre-rendered ${routes.length} pages in ${LANGUAGE_CODES.length} languages into ${outDir}`);
}

renderPages(path.resolve(process.argv[2] ?? 'dist')).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
