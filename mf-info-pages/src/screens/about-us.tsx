import { useTranslation } from '@evisa/i18n';
import { useSiteConfig } from '@evisa/ui';
import { NAMESPACE } from '../i18n';
import { ApplyCallToAction } from '../components/apply-call-to-action';
import { InfoPage } from '../components/info-page';
import { textList } from '../components/text-list';
import { WhyChooseUs } from '../components/why-choose-us';

export default function AboutUsScreen() {
  const { t } = useTranslation(NAMESPACE);
  const { agency } = useSiteConfig();
  const who = textList(t, 'aboutUs.who', { name: agency.name });
  return (
    <InfoPage screen="AboutUs" title={t('aboutUs.title')} lead={t('aboutUs.lead')}>
      <h2>{t('aboutUs.whoTitle')}</h2>
      {who.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h2>{t('aboutUs.feeTitle')}</h2>
      <p>{t('aboutUs.fee')}</p>
      <WhyChooseUs />
      <ApplyCallToAction />
    </InfoPage>
  );
}
