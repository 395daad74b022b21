// A pre-rendered public page (shell/prerender) is complete as HTML: its links, menu, language choice and accordions
// work before any script runs. The page's script takes it over (hydrates it) when the visitor first does something
// on it, not at start-up, where hydrating the whole page would be the longest task of the load and keep the page from
// answering taps. Until then the page behaves as it does without script, save for what would lose the visitor's work.
import { isLanguageCode, LANGUAGE_QUERY, languageCookie } from '@evisa/i18n/languages';
import { screenRouteFor } from './screen-route-match';

/** What a visitor does first: point, touch, type, move focus or scroll. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

let interaction: Promise<void> | undefined;
const beforeHydration = new AbortController();
let heldSubmission: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;

/**
 * Whether the page arrived as a pre-rendered screen usable as HTML (not a form that needs its script, not a frame
 * around a loading indicator, not built here).
 */
export function isUsableAsHtml(root: HTMLElement | null, pathname: string): boolean {
  return Boolean(root?.hasChildNodes() && screenRouteFor(pathname)?.usableAsHtml);
}

/**
 * From now until the page is hydrated (the shell's entry calls this first, so that nothing the visitor does is
 * missed): the first interaction is awaited; a change of the language choice is remembered and asks the server for
 * the page again, now in that language; any other form's submission (a pre-rendered form sends
 * through the page's script) is held back, so that what was typed stays on the page and is not sent in its address,
 * and is made again once the page is hydrated (replayHeldSubmission).
 */
export function holdHydrationUntilInteraction(): void {
  const { signal } = beforeHydration;
  // Focus already moved into the page (typing into a form before the script arrived): that was the interaction.
  const active = document.activeElement;
  if (active && active !== document.body && active !== document.documentElement) {
    interaction = Promise.resolve();
    return;
  }
  interaction = new Promise((resolve) => {
    const interacted = new AbortController();
    const done = () => {
      interacted.abort();
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true, signal: interacted.signal });
  });
  document.addEventListener(
    'change',
    (event) => {
      const select = event.target;
      if (!(select instanceof HTMLSelectElement && select.form?.classList.contains('language-switcher'))) return;
      if (!isLanguageCode(select.value)) return;
      // Remembered, as a change after hydration does it (changeLanguage): the page is asked for again at its address
      // without a language (`?lang=`), which the server answers in the visitor's own, now this one.
      document.cookie = languageCookie(select.value);
      const address = new URL(window.location.href);
      address.searchParams.delete(LANGUAGE_QUERY);
      window.location.assign(address);
    },
    { capture: true, signal },
  );
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.classList.contains('language-switcher')) return;
      event.preventDefault();
      heldSubmission = { form, submitter: event.submitter };
    },
    { capture: true, signal },
  );
}

/**
 * Settles when the page may be hydrated: once `ready` has (what its first render needs), and if held
 * (holdHydrationUntilInteraction) the first interaction has happened. From then on the page's script answers the
 * visitor, and the stand-ins above stop.
 */
export async function hydrationMayStart(ready?: Promise<unknown>): Promise<void> {
  await Promise.all([interaction, ready]);
  beforeHydration.abort();
}

/**
 * Once the page's hydration has started: the last submission held back before (a click on a form's button while the
 * page's script was on its way) is made again, so that the click is not lost. Through a click on its button where it
 * had one: React hydrates the page at once to answer a click (not a submission), and its form's script then answers
 * the submission that follows.
 */
export function replayHeldSubmission(): void {
  const held = heldSubmission;
  heldSubmission = undefined;
  if (!held?.form.isConnected) return;
  if (held.submitter?.isConnected) held.submitter.click();
  else held.form.requestSubmit();
}
