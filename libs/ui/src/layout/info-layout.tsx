import type { ReactNode } from 'react';

interface InfoLayoutProps {
  /** The left column: support box and link list. */
  aside: ReactNode;
  children: ReactNode;
}

/**
 * Two columns on wide screens, the side column on the left. On phones the page's own content comes first
 * and the side column follows it; the DOM has the same order so keyboard and screen reader users meet the
 * content first too.
 */
export function InfoLayout({ aside, children }: InfoLayoutProps) {
  return (
    <div className="info-layout">
      <div className="info-layout__content">{children}</div>
      <div className="info-layout__aside">{aside}</div>
    </div>
  );
}
