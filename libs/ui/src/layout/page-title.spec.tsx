import { render, screen } from '@testing-library/react';
import { DEFAULT_SITE_CONFIG, SiteConfigProvider } from '../site-config';
import { renderToString } from 'react-dom/server';
import { PageHeadContext, type PageHead } from './page-head';
import { PageTitle } from './page-title';

const config = { ...DEFAULT_SITE_CONFIG, agency: { ...DEFAULT_SITE_CONFIG.agency, name: 'Test Agency' } };

describe('PageTitle', () => {
  it('renders the page heading and names the browser tab after it and the agency', () => {
    render(
      <SiteConfigProvider config={config}>
        <PageTitle title="About Us" lead="Who we are" />
      </SiteConfigProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText('Who we are')).toBeInTheDocument();
    expect(document.title).toBe('About Us | Test Agency');
  });

  it('can name the tab differently from the heading', () => {
    render(
      <SiteConfigProvider config={config}>
        <PageTitle title="Apply for your India e-Visa online" documentTitle="Home" />
      </SiteConfigProvider>,
    );
    expect(document.title).toBe('Home | Test Agency');
  });
});

describe('the page head the pre-render collects', () => {
  it('holds the tab title and, from a plain-text lead, the description', () => {
    const head: PageHead = {};
    renderToString(
      <PageHeadContext.Provider value={head}>
        <SiteConfigProvider config={config}>
          <PageTitle title="About Us" lead="Who we are" />
        </SiteConfigProvider>
      </PageHeadContext.Provider>,
    );
    expect(head).toEqual({ title: 'About Us | Test Agency', description: 'Who we are' });
  });
});
