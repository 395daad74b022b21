import { createContext, useContext } from 'react';

/** A page's title (as the browser tab shows it) and description, as its screen names them. */
export interface PageHead {
  title?: string;
  description?: string;
}

/**
 * Where the build's pre-render collects the head of the page it renders (shell/prerender), so that each pre-rendered
 * page carries its own <title> and description in its language. In the browser there is none: the tab's title is set
 * by usePageTitle's effect.
 */
export const PageHeadContext = createContext<PageHead | null>(null);

/** Records the page's head while it is pre-rendered (a render on the server, where effects do not run). */
export function useRecordedPageHead(head: PageHead): void {
  const collected = useContext(PageHeadContext);
  if (collected) Object.assign(collected, head);
}
