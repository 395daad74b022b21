import { hasDemoContacts } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { useSiteConfig } from '@evisa/ui';

/**
 * A local run's configuration holds demo contacts (a 555 number, an example.com address): every page says so, so
 * nobody takes them for the agency's. A production build refuses such values (shell/site-config-check.cjs).
 */
export function DemoContactsNotice() {
  const { t } = useTranslation('shell');
  const { agency } = useSiteConfig();
  if (!hasDemoContacts(agency)) return null;
  return (
    <aside className="demo-notice" aria-label={t('demoContacts.title')}>
      <p>
        <strong>{t('demoContacts.title')}</strong> {t('demoContacts.body')}
      </p>
    </aside>
  );
}
