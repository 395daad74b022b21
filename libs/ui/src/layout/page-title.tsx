import { useEffect, type ReactNode } from 'react';
import { useSiteConfig } from '../site-config';

/** Sets the browser tab's title to '<title> | <agency name>' (just the agency name when title is empty). */
export function usePageTitle(title: string): void {
  const { agency } = useSiteConfig();
  useEffect(() => {
    document.title = title ? `${title} | ${agency.name}` : agency.name;
  }, [title, agency.name]);
}

interface PageTitleProps {
  title: string;
  /** For the tab when it should differ from the heading (e.g. the home page's hero heading). */
  documentTitle?: string;
  /** A short introduction under the heading. */
  lead?: ReactNode;
}

/** The page's one h1, which also names the browser tab. */
export function PageTitle({ title, documentTitle, lead }: PageTitleProps) {
  usePageTitle(documentTitle ?? title);
  return (
    <div className="page-title">
      <h1>{title}</h1>
      {lead && <p className="page-title__lead">{lead}</p>}
    </div>
  );
}
