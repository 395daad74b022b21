import { useEffect, type ReactNode } from 'react';
import { useSiteConfig } from '../site-config';
import { useRecordedPageHead } from './page-head';

/**
 * Sets the browser tab's title to '<title> | <agency name>' (just the agency name when title is empty); the
 * pre-render also records it, and the page's description when given, for the page's HTML.
 */
export function usePageTitle(title: string, description?: string): void {
  const { agency } = useSiteConfig();
  const documentTitle = title ? `${title} | ${agency.name}` : agency.name;
  useRecordedPageHead({ title: documentTitle, description });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
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
  usePageTitle(documentTitle ?? title, typeof lead === 'string' ? lead : undefined);
  return (
    <div className="page-title">
      <h1>{title}</h1>
      {lead && <p className="page-title__lead">{lead}</p>}
    </div>
  );
}
