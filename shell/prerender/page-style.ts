// The style sheet a pre-rendered page carries inlined: of the pre-render's whole sheet (every pre-rendered screen's
// rules), the rules this page can use before its script takes it over, so that its HTML fits the first TCP round
// trip (docs/performance.md). The page's own style sheets still load with its script, before this element
// (libs/federation: INSERT_STYLE_SHEET). Which rules stay, and why the library: docs/decisions.md, "The pre-rendered
// pages' style sheet".
import crypto from 'node:crypto';
import Beasties from 'beasties';

export interface InlinedStyleSheet {
  /** The `<style data-prerendered>` element, marked for INSERT_STYLE_SHEET. */
  element: string;
  /** Its content security policy source: `'sha256-…'` of its text. */
  hash: string;
}

const HEAD_END = '</head>';
const STYLE = /<style data-prerendered>([\s\S]*)<\/style>/;

/** A class's component (BEM block): `drawer` of `drawer__nav--tasks`. */
const blockOf = (className: string) => className.split(/__|--/)[0]!;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Selectors kept whether or not they match the page as rendered, besides what Beasties matches (an element of the
 * page, whatever its pseudo-classes: hover, focus, focus-visible, a `<summary>`'s marker):
 * - a selector of pseudo-classes alone (`:focus-visible`), which Beasties would drop: it applies to any element;
 * - every rule of a component on the page: a selector whose classes all belong to the page's components (BEM blocks)
 *   keeps the states the page's script gives that component later (`.btn--busy`, an accordion item opened). The
 *   script's own sheets load before this element, so a state's rule left out here would lose to its base rule kept
 *   here, which in the whole sheet it follows.
 */
function keptWhateverTheState(html: string): RegExp[] {
  const classes = [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, list]) => list!.split(/\s+/).filter(Boolean));
  const blocks = [...new Set(classes.map(blockOf))].map(escapeRegExp);
  const pseudoClassesAlone = /^(?::[\w-]+(?:\([^)]*\))?)+$/;
  if (blocks.length === 0) return [pseudoClassesAlone];
  const component = `(?:${blocks.join('|')})(?:(?:__|--)[\\w-]*)?`;
  return [pseudoClassesAlone, new RegExp(`^(?=[^.]*\\.)(?:[^.]|\\.${component}(?![\\w-]))*$`)];
}

/**
 * The page as its HTML alone can show it: every `<details>` open as well (the menu, the accordions), so that the
 * rules of their open state are matched like any other.
 */
const everyDetailsOpen = (html: string) => html.replace(/<details(?=[\s>])(?![^>]*\sopen[\s>=])/g, '<details open');

/**
 * The inlined style element of a page, from the pre-render's whole sheet.
 * @param page the page's HTML, without the style element
 * @param css the pre-render's whole sheet
 */
export async function pageStyleSheet(page: string, css: string): Promise<InlinedStyleSheet> {
  if (!page.includes(HEAD_END)) throw new Error(`the page has no ${HEAD_END}`);
  const problems: string[] = [];
  const report = (message: string) => problems.push(message);
  const beasties = new Beasties({
    // The sheet is given inline; the page links none, loads no font and needs no preload.
    external: false,
    fonts: false,
    keyframes: 'critical',
    allowRules: keptWhateverTheState(page),
    logger: { warn: report, error: report },
    dedupeWarnings: false,
  });
  const shown = everyDetailsOpen(page).replace(HEAD_END, () => `<style data-prerendered>${css}</style>${HEAD_END}`);
  const processed = await beasties.process(shown);
  // Fail closed: a selector Beasties could not read would leave its rule out of the page.
  if (problems.length > 0) throw new Error(`the page's style sheet: ${problems.join('; ')}`);
  const kept = STYLE.exec(processed)?.[1];
  if (kept === undefined || kept.trim() === '') throw new Error('the page\'s style sheet came out empty');
  if (/<\/style/i.test(kept) || /&(?:lt|gt|amp|quot);/.test(kept)) throw new Error('the page\'s style sheet came out escaped or would end its element early');
  return { element: `<style data-prerendered>${kept}</style>`, hash: `'sha256-${crypto.createHash('sha256').update(kept, 'utf8').digest('base64')}'` };
}
