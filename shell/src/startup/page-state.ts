// A held public page runs two bundles of the start-up modules one after the other: the held entry (held-entry.ts)
// before the visitor's first interaction, then the shell's entry (main.ts), which the held entry loads then. Each has
// its own copy of those modules, so a module whose state lives as long as the page (the hold, the start's downloads)
// keeps it here, once per page: whichever bundle runs first makes it, and the other takes it over.

import { forgetPageWide, PAGE_STATE_REGISTRY, type PageStateName, pageWide } from '@evisa/ui/browser';

/** The page's state named `name`, made by `make` the first time either bundle asks for it. */
export function pageState<T>(name: PageStateName, make: () => T): T {
  const registry = pageWide(PAGE_STATE_REGISTRY, () => new Map<PageStateName, unknown>());
  if (!registry.has(name)) registry.set(name, make());
  return registry.get(name) as T;
}

/** Tests: a new page, whose state is made afresh. */
export function forgetPageState(): void {
  forgetPageWide(PAGE_STATE_REGISTRY);
}
