import { AgencyIdentity, useSiteConfig } from '@evisa/ui';
import { screenTexts, useInfoTranslation, withScreenTexts } from '../i18n';
import { ApplyCallToAction } from '../components/apply-call-to-action';
import { InfoPage } from '../components/info-page';
import { textList } from '../components/text-list';
import { WhyChooseUs } from '../components/why-choose-us';

// This screen's parts of the remote's texts (texts/screen-texts.cjs), in the page's language only.
const TEXTS = screenTexts('aboutUs', (language) =>
  import(`../../locales/${language}/info.json?screen=aboutUs`),
);

function AboutUsScreen() {
  const { t } = useInfoTranslation();
  const { agency } = useSiteConfig();
  const who = textList(t, 'aboutUs.who', { name: agency.name });
  return (
    <InfoPage screen="AboutUs" title={t('aboutUs.title')} lead={t('aboutUs.lead')}>
      <h2>{t('aboutUs.whoTitle')}</h2>
      {who.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <AgencyIdentity />
      <h2>{t('aboutUs.feeTitle')}</h2>
      <p>{t('aboutUs.fee')}</p>
      <WhyChooseUs />
      <ApplyCallToAction />
    </InfoPage>
  );
}

export default withScreenTexts(TEXTS, AboutUsScreen);
