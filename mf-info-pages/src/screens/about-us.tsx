import { AgencyIdentity, useSiteConfig } from '@evisa/ui';
import { infoTexts, useInfoTranslation, withScreenTexts } from '../i18n';
import { ApplyCallToAction } from '../components/apply-call-to-action';
import { InfoPage } from '../components/info-page';
import { textList } from '../components/text-list';
import { WhyChooseUs } from '../components/why-choose-us';

const TEXTS = infoTexts('info-about-us', (language) => import(`../../locales/${language}/info-about-us.json`));

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

export default withScreenTexts([TEXTS], AboutUsScreen);
