import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@evisa/routing/testing';
import { createI18n, TranslationProvider, registerNamespace } from '@evisa/i18n';
import { DEFAULT_SITE_CONFIG, SiteConfigProvider, type SiteConfig } from '@evisa/ui';
import { Footer } from './footer';

registerNamespace('shell', (language) => import(`../../locales/${language}/shell.json`));

const CONFIG: SiteConfig = {
  ...DEFAULT_SITE_CONFIG,
  agency: { ...DEFAULT_SITE_CONFIG.agency, name: 'Test Visa Agency', phone: '+1 302 555 0142', email: 'help@test.example' },
};

async function renderFooter(config: SiteConfig = CONFIG) {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces('shell');
  render(
    <TranslationProvider i18n={i18n}>
      <SiteConfigProvider config={config}>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </SiteConfigProvider>
    </TranslationProvider>,
  );
  return screen.getByRole('contentinfo');
}

describe('Footer', () => {
  it('says the agency is private, not a government body, and links to the official site in a new tab', async () => {
    const footer = await renderFooter();
    expect(footer).toHaveTextContent('Test Visa Agency is a private agency, not a government body.');
    const official = within(footer).getByRole('link', { name: /Official Government of India e-Visa site/ });
    expect(official).toHaveAttribute('href', DEFAULT_SITE_CONFIG.agency.officialSiteUrl);
    expect(official).toHaveAttribute('target', '_blank');
    expect(official).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("states who provides the service: the agency's legal name, postal address and registration number", async () => {
    const footer = await renderFooter({
      ...CONFIG,
      agency: { ...CONFIG.agency, legalName: 'Test Visa Agency Ltd', postalAddress: '10 High Street, London EC1A 1BB', registrationNumber: '01234567' },
    });
    expect(footer).toHaveTextContent('Test Visa Agency Ltd, 10 High Street, London EC1A 1BB. Company registration number: 01234567.');
  });

  it('says the information is secure and encrypted and carries the copyright line', async () => {
    const footer = await renderFooter();
    expect(footer).toHaveTextContent('Your information is secure and encrypted.');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Test Visa Agency. All rights reserved.`);
  });

  it('shows the configured phone and e-mail as links', async () => {
    const footer = await renderFooter();
    expect(within(footer).getByRole('link', { name: '+1 302 555 0142' })).toHaveAttribute('href', 'tel:+13025550142');
    expect(within(footer).getByRole('link', { name: 'help@test.example' })).toHaveAttribute('href', 'mailto:help@test.example');
  });

  it('hides contact lines that are not configured', async () => {
    const footer = await renderFooter(DEFAULT_SITE_CONFIG);
    expect(within(footer).queryByRole('link', { name: /^tel:|@/ })).not.toBeInTheDocument();
  });

  it('offers the application entry points and the pages the header does not reach', async () => {
    await renderFooter();
    const apply = screen.getByRole('navigation', { name: 'Apply online' });
    expect(within(apply).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/Apply', '/partial-Filled', '/visa-fee', '/status']);
    const info = screen.getByRole('navigation', { name: 'Help and information' });
    expect(within(info).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/Faq', '/Terms-and-Conditions', '/Refund-Policy', '/Instruction', '/Visa-Fee-Details', '/contact', '/blogs', '/products']);
  });
});
