// The shell's start-up keeps a few states once per page (shell/src/startup/page-state.ts) in one page-wide registry.
// Its key and the states' names are part of the page's contract between separately released scripts, and the
// end-to-end tests read the hold's state to know a held page's entry is running.

/** The page-wide key (page-wide.ts) of the registry. */
export const PAGE_STATE_REGISTRY = 'evisa.page-state';

/** The names of the states in it. */
export const PAGE_STATES = {
  /** The start's downloads, begun by whichever entry runs first (shell/src/startup/early-requests.ts). */
  earlyRequests: 'early-requests',
  /** A held page's hold until the visitor's first interaction (shell/src/startup/hydration-on-interaction.ts). */
  hydrationHold: 'hydration-on-interaction',
} as const;

/** A state's name: each one is listed in `PAGE_STATES`, so both bundles agree on it. */
export type PageStateName = (typeof PAGE_STATES)[keyof typeof PAGE_STATES];
