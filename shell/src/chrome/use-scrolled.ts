import { useEffect, useState } from 'react';

/** True once the page has scrolled `threshold` pixels or more. */
export function useScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY >= threshold);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY >= threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);

  return scrolled;
}
