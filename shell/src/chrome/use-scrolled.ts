import { useEffect, useState } from 'react';

/**
 * True once the page has scrolled `threshold` pixels or more. False at first, as the pre-rendered header is: the
 * page may have scrolled before its script took it over, so the position is read once the hook runs.
 */
export function useScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY >= threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);

  return scrolled;
}
