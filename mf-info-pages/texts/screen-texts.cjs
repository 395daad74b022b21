// Which parts of this remote's texts (the top-level keys of locales/<language>/info.json) each screen shows
//. info.json stays the one file per language that translators edit and the key checks read
// (tools/i18n, libs/i18n/src/locales-complete.spec.ts); the build gives each screen a copy of its parts only, so
// the home page no longer downloads the texts of the twelve other information pages.
//
// Used by the webpack loader (screen-texts-loader.cjs: `info.json?screen=home`) and, in the unit tests, by the
// jest resolver (src/testing/screen-texts-resolver.cjs), so a screen under test sees exactly what it will in the
// browser; src/screens/every-screen.spec.tsx fails on any key a screen looks up outside its parts.
'use strict';

/** Every information page: the side column (support box, side menu) and the shared buttons. */
const FRAME = ['common', 'sidebar', 'links'];

const SCREEN_TEXTS = {
  home: [...FRAME, 'home', 'contactForm'],
  aboutUs: [...FRAME, 'aboutUs'],
  privacy: [...FRAME, 'privacy'],
  services: [...FRAME, 'services'],
  documentRequired: [...FRAME, 'documentRequired'],
  terms: [...FRAME, 'terms'],
  faq: [...FRAME, 'faq'],
  refundPolicy: [...FRAME, 'refundPolicy'],
  instructions: [...FRAME, 'instructions'],
  visaFeeDetails: [...FRAME, 'visaFeeDetails'],
  contact: [...FRAME, 'contact', 'contactForm'],
  blogs: [...FRAME, 'blogs'],
  products: [...FRAME, 'products'],
};

/** The query of a screen's texts import: `info.json?screen=<name>`. */
function screenOfQuery(query) {
  const screen = new URLSearchParams(query.replace(/^\?/, '')).get('screen');
  if (!screen || !Object.hasOwn(SCREEN_TEXTS, screen)) {
    throw new Error(`info texts: unknown screen in '${query}' (known: ${Object.keys(SCREEN_TEXTS).join(', ')})`);
  }
  return screen;
}

/** The parts of `texts` (a parsed info.json) that `screen` shows, in the file's order. */
function pickScreenTexts(texts, screen) {
  const parts = SCREEN_TEXTS[screen];
  const absent = parts.filter((part) => !Object.hasOwn(texts, part));
  if (absent.length > 0) throw new Error(`info texts: no ${absent.join(', ')} in the file for screen ${screen}`);
  return Object.fromEntries(Object.entries(texts).filter(([part]) => parts.includes(part)));
}

module.exports = { SCREEN_TEXTS, screenOfQuery, pickScreenTexts };
