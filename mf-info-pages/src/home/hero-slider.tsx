import { useMemo } from 'react';
import { Link } from '@evisa/routing';
import { formatUsd } from '@evisa/i18n';
import { ROUTES } from '@evisa/contracts';
import { ArrowIcon, usePageTitle } from '@evisa/ui';
import { useInfoTranslation } from '../i18n';
import { textList } from '../components/text-list';
import { lowestStandardTotal } from '../fees/fee-quotes';
import { HERO_SLIDE_INTERVAL_MS, HERO_SLIDES } from './hero-slides';
import { useSlideRotation } from './use-slide-rotation';

/** The home page's hero banner; its title is the page's h1. */
export function HeroSlider() {
  const { t, i18n } = useInfoTranslation();
  usePageTitle(t('home.documentTitle'), t('home.slide.title'));
  const slide = HERO_SLIDES[useSlideRotation(HERO_SLIDES.length, HERO_SLIDE_INTERVAL_MS)];
  const price = useMemo(() => formatUsd(lowestStandardTotal(), i18n.language), [i18n.language]);
  const points = textList(t, 'home.heroPoints');

  return (
    <div className="hero">
      <div className="hero__text">
        <h1 className="hero__title">{t(slide.title)}</h1>
        <p className="hero__price">{t(slide.price, { price })}</p>
        <ul className="hero__points check-list">
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <div className="hero__actions">
          <Link to={ROUTES.apply} className="btn btn--accent hero__cta">
            {t('home.slide.apply')}
            <ArrowIcon width={20} height={20} />
          </Link>
          {/* The spec's slide link (2.2), now second to the action the visitor came for. */}
          <Link to={slide.path} className="btn btn--secondary hero__more">
            {t(slide.label)}
            <span className="visually-hidden">{` ${t('home.slide.labelHint')}`}</span>
          </Link>
        </div>
      </div>
      <img className="hero__image" src={slide.image} width={slide.width} height={slide.height} alt={t(slide.alt)} fetchPriority="high" />
    </div>
  );
}
