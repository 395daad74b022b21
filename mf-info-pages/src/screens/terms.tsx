import { Fragment } from 'react';
import { useTranslation } from '@evisa/i18n';
import { useSiteConfig } from '@evisa/ui';
import { NAMESPACE } from '../i18n';
import { InfoPage } from '../components/info-page';
import { textList } from '../components/text-list';

interface TermsSection {
  title: string;
  body: string;
}

/** Spec 9.4: the agency and policy terms. */
export default function TermsScreen() {
  const { t } = useTranslation(NAMESPACE);
  const { agency } = useSiteConfig();
  const sections = textList<TermsSection>(t, 'terms.sections', { name: agency.name });
  return (
    <InfoPage screen="Terms" title={t('terms.title')} lead={t('terms.lead', { name: agency.name })}>
      {sections.map((section) => (
        <Fragment key={section.title}>
          <h2>{section.title}</h2>
          <p>{section.body}</p>
        </Fragment>
      ))}
    </InfoPage>
  );
}
