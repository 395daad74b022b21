// A pre-rendered public page (shell/prerender) is complete as HTML: its links, menu, language choice and accordions
// work before any script runs. The page's script takes it over (hydrates it) when the visitor first does something
// on it, not at start-up, where hydrating the whole page would be the longest task of the load and keep the page from
// answering taps. Until then the page behaves as it does without script, save for what would lose the visitor's work.
import { isLanguageCode, LANGUAGE_QUERY, rememberLanguage } from '@evisa/i18n/languages';
import { PAGE_STATES } from '@evisa/ui/browser';
import { pageState } from './page-state';
import { screenRouteFor } from './screen-route-match';

/** What a visitor does first: point, touch, type, move focus or scroll. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/**
 * The hold, once per page (page-state.ts): a held page's entry (held-entry.ts) starts it, and the shell's entry,
 * which that one runs at the first interaction, takes it over.
 */
const hold = pageState(PAGE_STATES.hydrationHold, () => ({
  /** Settles at the first interaction; unset until the hold has started. */
  interaction: undefined as Promise<void> | undefined,
  beforeHydration: new AbortController(),
  /**
   * What the visitor last did that only the page's script answers: a click on a button, or a form's submission (its
   * submitter where it had one). The button's element is not React's yet, so its click went nowhere.
   */
  held: undefined as HTMLElement | undefined,
}));

/**
 * Whether the page arrived as a pre-rendered screen usable as HTML (not a form that needs its script, not a frame
 * around a loading indicator, not built here).
 */
export function isUsableAsHtml(root: HTMLElement | null, pathname: string): boolean {
  return Boolean(root?.hasChildNodes() && screenRouteFor(pathname)?.usableAsHtml);
}

/** Settles at the visitor's first interaction. */
function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const interacted = new AbortController();
    const done = () => {
      interacted.abort();
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true, signal: interacted.signal });
  });
}

/**
 * From now until the page is hydrated (the shell's entry calls this first, so that nothing the visitor does is
 * missed): the first interaction is awaited; a change of the language choice is remembered and asks the server for
 * the page again, now in that language; any other form's submission (a pre-rendered form sends
 * through the page's script) is held back, so that what was typed stays on the page and is not sent in its address;
 * the last click on a button or submission is made again once the page is hydrated (replayHeldAction).
 * Settles at the first interaction, when the page's start (its texts, remote and bootstrap) begins. Called again on
 * the same page (the shell's entry, after the held page's entry), it keeps the hold already there.
 */
export function holdHydrationUntilInteraction(): Promise<void> {
  if (hold.interaction) return hold.interaction;
  const { signal } = hold.beforeHydration;
  // Focus already moved into the page (typing into a form before the script arrived): that was the interaction.
  const active = document.activeElement;
  const focused = active && active !== document.body && active !== document.documentElement;
  const interacted = focused ? Promise.resolve() : firstInteraction();
  hold.interaction = interacted;
  document.addEventListener(
    'change',
    (event) => {
      const select = event.target;
      if (!(select instanceof HTMLSelectElement && select.form?.classList.contains('language-switcher'))) return;
      if (!isLanguageCode(select.value)) return;
      // Remembered, as a change after hydration does it (changeLanguage); once stored, the page is asked for again at
      // its address without a language (`?lang=`), which the server answers in the visitor's own, now this one.
      const address = new URL(window.location.href);
      address.searchParams.delete(LANGUAGE_QUERY);
      void rememberLanguage(select.value).then(() => window.location.assign(address));
    },
    { capture: true, signal },
  );
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.classList.contains('language-switcher')) return;
      event.preventDefault();
      hold.held = event.submitter ?? form;
    },
    { capture: true, signal },
  );
  // Only buttons: a link, a <summary>, a checkbox or a choice did what it does without script, and clicking it again
  // would undo that.
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button) hold.held = button;
    },
    { capture: true, signal },
  );
  return interacted;
}

/**
 * Settles when the page may be hydrated: once `ready` has (what its first render needs), and if held
 * (holdHydrationUntilInteraction) the first interaction has happened. From then on the page's script answers the
 * visitor, and the stand-ins above stop.
 */
export async function hydrationMayStart(ready?: Promise<unknown>): Promise<void> {
  await Promise.all([hold.interaction, ready]);
  hold.beforeHydration.abort();
}

/**
 * Once the page's hydration has started: the last click on a button or submission held back before (while the page's
 * script was on its way) is made again, so that it is not lost. A submission through a click on its button where it
 * had one: React hydrates the page at once to answer a click (not a submission), and its form's script then answers
 * the submission that follows.
 */
export function replayHeldAction(): void {
  const target = hold.held;
  hold.held = undefined;
  if (!target?.isConnected) return;
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else target.click();
}
