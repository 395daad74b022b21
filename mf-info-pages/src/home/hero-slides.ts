import { INFO_PAGE_ALIASES } from '@evisa/contracts';
// Inlined (a data: URL, 1.4 KB): the hero is the home page's largest paint, so it comes with the screen's chunk.
import heroIndiaGate from '../assets/hero-india-gate.svg?inline';

/** A slide of the home page's hero (spec 2.2). Text fields are keys of the `info` namespace. */
export interface HeroSlide {
  image: string;
  /** Intrinsic size of the image, so the page reserves its space before it loads. */
  width: number;
  height: number;
  alt: string;
  title: string;
  /** A text line with the price, filled with the lowest total of the day. */
  price: string;
  path: string;
  label: string;
}

const SERVICES_SLIDE_PATH: keyof typeof INFO_PAGE_ALIASES = '/services/2';

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    image: heroIndiaGate,
    width: 480,
    height: 360,
    alt: 'home.slide.alt',
    title: 'home.slide.title',
    price: 'home.slide.price',
    path: SERVICES_SLIDE_PATH,
    label: 'home.slide.label',
  },
];

/** Spec 4.4 / 9.1: the slider advances every 9,000,000 ms, wrapping around. */
export const HERO_SLIDE_INTERVAL_MS = 9_000_000;
