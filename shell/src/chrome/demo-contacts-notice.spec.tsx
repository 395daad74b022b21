import { render, screen } from '@testing-library/react';
import { createI18n, TranslationProvider, registerNamespace } from '@evisa/i18n';
import { DEFAULT_SITE_CONFIG, SiteConfigProvider, type SiteConfig } from '@evisa/ui';
import { DemoContactsNotice } from './demo-contacts-notice';

registerNamespace('shell', (language) => import(`../../locales/${language}/shell.json`));

const withAgency = (agency: Partial<SiteConfig['agency']>): SiteConfig => ({ ...DEFAULT_SITE_CONFIG, agency: { ...DEFAULT_SITE_CONFIG.agency, ...agency } });

async function renderNotice(config: SiteConfig) {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces('shell');
  render(
    <TranslationProvider i18n={i18n}>
      <SiteConfigProvider config={config}>
        <DemoContactsNotice />
      </SiteConfigProvider>
    </TranslationProvider>,
  );
}

describe('DemoContactsNotice', () => {
  it('marks the local demo contacts as examples', async () => {
    await renderNotice(withAgency({ phone: '+1 302 555 0142', email: 'support@example.com', chatLink: 'https://wa.me/13025550142' }));
    expect(screen.getByRole('complementary', { name: 'Demo contact details:' })).toHaveTextContent('Demo contact details: the phone number, e-mail address and chat link on this site are examples, not a real agency\'s.');
  });

  it('is not shown with real contacts', async () => {
    await renderNotice(withAgency({ phone: '+44 20 7946 1234', email: 'help@visa-agency.co.uk', chatLink: '' }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
