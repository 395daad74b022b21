import { Accordion } from '@evisa/ui';
import { useInfoTranslation } from '../i18n';

const ITEMS = ['fast', 'expert', 'customer'] as const;

/** Spec 2.4: the 'Why Choose Us?' accordion of About Us; the first item starts open. */
export function WhyChooseUs() {
  const { t } = useInfoTranslation();
  return (
    <section aria-labelledby="why-choose-us-title">
      <h2 id="why-choose-us-title">{t('aboutUs.whyTitle')}</h2>
      <Accordion
        initiallyOpen={0}
        items={ITEMS.map((item) => ({
          id: item,
          title: t(`aboutUs.why.${item}.title`),
          content: <p>{t(`aboutUs.why.${item}.body`)}</p>,
        }))}
      />
    </section>
  );
}
