import crypto from 'node:crypto';
import { MAIN_SCRIPT_ATTRIBUTE } from '../src/startup/startup-prefetch';

/** The attribute that names the held entry on its loader. */
const HELD_ENTRY_ATTRIBUTE = 'data-held-entry';

/**
 * A held page's only script in its HTML, at the end of its body: it starts the held entry (named by its own
 * attributes, so that its text, and with it its hash, is the same on every page of every build) in the first task
 * after the page's first frame. Lighthouse's model counts towards the largest paint every script that ran before it,
 * with its download; the page needs none to be read, and a visitor who acts before the entry runs gets the page's
 * HTML behaviour (the held entry finds focus already in the page and starts from there: hydration-on-interaction.ts).
 */
const LOADER =
  '(function(l){requestAnimationFrame(function(){setTimeout(function(){' +
  `var s=document.createElement("script");s.src=l.getAttribute("${HELD_ENTRY_ATTRIBUTE}");` +
  `s.setAttribute("${MAIN_SCRIPT_ATTRIBUTE}",l.getAttribute("${MAIN_SCRIPT_ATTRIBUTE}"));document.head.appendChild(s)})})})(document.currentScript)`;

/** The content security policy's source that lets the loader run: `'sha256-…'` of its text. */
export const HELD_LOADER_HASH = `'sha256-${crypto.createHash('sha256').update(LOADER, 'utf8').digest('base64')}'`;

/** The loader's element for a page whose held entry is `heldEntry` and shell's entry `main`. */
export function heldLoaderElement(heldEntry: string, main: string): string {
  return `<script ${HELD_ENTRY_ATTRIBUTE}="${heldEntry}" ${MAIN_SCRIPT_ATTRIBUTE}="${main}">${LOADER}</script>`;
}
