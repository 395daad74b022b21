// What search engines and link previews read about a pre-rendered page: its one address in its language
// (canonical), its address in every other language (hreflang, and x-default for the address without a language,
// which answers in the visitor's), its Open Graph tags; and the sitemap listing every page in every language.
import { canonicalPath } from '@evisa/contracts';
import { LANGUAGE_CODES, languageAddress, type LanguageCode } from '@evisa/i18n';
import type { PageHead } from '@evisa/ui';

/** Open Graph names a language with its usual country (`language_TERRITORY`). */
const OG_LOCALES: Record<LanguageCode, string> = {
  en: 'en_GB',
  fr: 'fr_FR',
  de: 'de_DE',
  it: 'it_IT',
  ja: 'ja_JP',
  ru: 'ru_RU',
  es: 'es_ES',
  sv: 'sv_SE',
};

/** The picture a link preview shows: the site's largest icon (public/site.webmanifest). */
const PREVIEW_IMAGE = '/icon-512.png';

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The site's origin, from the configuration's `siteUrl`; the build stops without one. */
export function siteOrigin(siteUrl: string): string {
  try {
    return new URL(siteUrl).origin;
  } catch {
    throw new Error(`config.json: siteUrl must be the site's public address (https://...), not ${JSON.stringify(siteUrl)}`);
  }
}

/** Every language's absolute address of the page at `routePath` (its canonical path), and the one without a language. */
function addresses(origin: string, routePath: string) {
  const path = canonicalPath(routePath);
  return {
    byLanguage: LANGUAGE_CODES.map((language) => ({ language, href: `${origin}${languageAddress(path, language)}` })),
    unspecified: `${origin}${path}`,
  };
}

/** The elements of the page's head, in `language`, for the page at `routePath`. */
export function addressElements(origin: string, routePath: string, language: LanguageCode, head: PageHead & { siteName: string }): string {
  const { byLanguage, unspecified } = addresses(origin, routePath);
  const own = byLanguage.find((address) => address.language === language)!.href;
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(own)}" />`,
    ...byLanguage.map(({ language: other, href }) => `<link rel="alternate" hreflang="${other}" href="${escapeHtml(href)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(unspecified)}" />`,
    meta('og:type', 'website'),
    meta('og:site_name', head.siteName),
    ...(head.title ? [meta('og:title', head.title)] : []),
    ...(head.description ? [meta('og:description', head.description)] : []),
    meta('og:url', own),
    meta('og:image', `${origin}${PREVIEW_IMAGE}`),
    meta('og:locale', OG_LOCALES[language]),
    ...LANGUAGE_CODES.filter((other) => other !== language).map((other) => meta('og:locale:alternate', OG_LOCALES[other])),
  ].join('');
}

/** sitemap.xml: each page once (its canonical path) in every language, each naming its other languages. */
export function sitemap(origin: string, routePaths: readonly string[]): string {
  const pages = [...new Set(routePaths.map(canonicalPath))];
  const urls = pages.flatMap((routePath) => {
    const { byLanguage, unspecified } = addresses(origin, routePath);
    const alternates = [
      ...byLanguage.map(({ language, href }) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeHtml(href)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(unspecified)}"/>`,
    ].join('');
    return byLanguage.map(({ href }) => `  <url><loc>${escapeHtml(href)}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

/** robots.txt with the sitemap's address (robots.txt needs it absolute), replacing any the file named. */
export const robotsWithSitemap = (robots: string, origin: string) =>
  `${robots.replace(/^Sitemap:.*\n?/gim, '').trimEnd()}\nSitemap: ${origin}/sitemap.xml\n`;
