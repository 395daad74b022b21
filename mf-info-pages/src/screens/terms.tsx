import { Fragment } from 'react';
import { AgencyIdentity, useSiteConfig } from '@evisa/ui';
import { infoTexts, useInfoTranslation, withScreenTexts } from '../i18n';
import { InfoPage } from '../components/info-page';
import { textList } from '../components/text-list';

const TEXTS = infoTexts('info-terms', (language) => import(`../../locales/${language}/info-terms.json`));

interface TermsSection {
  title: string;
  body: string;
}

/** Spec 9.4: the agency and policy terms. */
function TermsScreen() {
  const { t } = useInfoTranslation();
  const { agency } = useSiteConfig();
  const sections = textList<TermsSection>(t, 'terms.sections', { name: agency.name });
  return (
    <InfoPage screen="Terms" title={t('terms.title')} lead={t('terms.lead', { name: agency.name })}>
      <AgencyIdentity />
      {sections.map((section) => (
        <Fragment key={section.title}>
          <h2>{section.title}</h2>
          <p>{section.body}</p>
        </Fragment>
      ))}
    </InfoPage>
  );
}

export default withScreenTexts([TEXTS], TermsScreen);
