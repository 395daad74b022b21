import '../info-pages.css';
import type { ReactNode } from 'react';
import { InfoLayout, PageTitle } from '@evisa/ui';
import { SideMenu } from './side-menu';
import { SupportBox } from './support-box';

/** The left column every information page shares (spec 2.4). */
export function InfoSidebar() {
  return (
    <>
      <SupportBox />
      <SideMenu />
    </>
  );
}

interface InfoPageProps {
  /** The exposed screen's name, for `data-screen` (the e2e tests find screens by it). */
  screen: string;
  title: string;
  documentTitle?: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** An information page: its heading and content beside the shared left column. */
export function InfoPage({ screen, title, documentTitle, lead, children }: InfoPageProps) {
  return (
    <section data-screen={`mf_info_pages/${screen}`} className="info-page">
      <InfoLayout aside={<InfoSidebar />}>
        <PageTitle title={title} documentTitle={documentTitle} lead={lead} />
        <div className="prose">{children}</div>
      </InfoLayout>
    </section>
  );
}
