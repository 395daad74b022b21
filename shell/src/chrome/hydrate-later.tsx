import { Suspense, type ReactNode } from 'react';

/**
 * A part of the chrome (the header, the footer, the demo notice) in a Suspense boundary of its own, so that a page
 * that arrives pre-rendered hydrates its screen first and this part later. React leaves a server-rendered boundary
 * for a pass of its own at idle priority, sliced, below the screen's render; without the boundary the chrome's
 * hydration and its commit are part of the page's, before the screen's. Until it is hydrated the part works as HTML
 * (its links, the menu's <details>, the language form), and an interaction with it hydrates it at once (the event is
 * then replayed). Nothing in the chrome may suspend: an update that reached a boundary not yet hydrated and suspended
 * would render the fallback, nothing, in its place. A page rendered in the browser renders the same.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
