import { startTransition, useEffect, useState } from 'react';

/**
 * False in the first render, true just after it, in a transition that yields to the browser: a screen renders its
 * heading and lead first and its long part (a form, a list of answers) once they are painted, so the first paint,
 * and with it the Largest Contentful Paint, does not wait for the long part's render and layout
 * (docs/performance.md: /Preview and /Apply on the throttled phone).
 */
export function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}
