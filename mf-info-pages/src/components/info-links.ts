import { ROUTES, SIDE_MENU_PATHS } from '@evisa/contracts';

/** A link of this remote's menus; `labelKey` is a key of the `info` namespace. */
export interface InfoLink {
  path: string;
  labelKey: string;
}

const SIDE_MENU_LABELS: Record<(typeof SIDE_MENU_PATHS)[number], string> = {
  '/': 'links.home',
  '/about': 'links.about',
  '/PrivacyPolicy': 'links.privacy',
  '/termCondition': 'links.documentRequired',
  '/Service': 'links.services',
  '/Faq': 'links.faq',
  '/Terms-and-Conditions': 'links.terms',
  '/Refund-Policy': 'links.refundPolicy',
  '/Instruction': 'links.instructions',
  '/Visa-Fee-Details': 'links.visaFeeDetails',
  '/contact': 'links.contact',
};

/** Spec 2.2: the side menu of the home page and of every information page, in the spec's order and paths. */
export const SIDE_MENU_LINKS: readonly InfoLink[] = SIDE_MENU_PATHS.map((path) => ({ path, labelKey: SIDE_MENU_LABELS[path] }));

/** Spec 2.2: the 'Important Navigations' of the home page, and the status enquiry (linked from nowhere else). */
export const IMPORTANT_NAVIGATIONS = [
  { path: ROUTES.apply, labelKey: 'links.apply', descriptionKey: 'home.importantNavigations.apply' },
  { path: ROUTES.partialFilled, labelKey: 'links.partialFilled', descriptionKey: 'home.importantNavigations.partialFilled' },
  { path: ROUTES.visaFee, labelKey: 'links.visaFee', descriptionKey: 'home.importantNavigations.visaFee' },
  { path: ROUTES.status, labelKey: 'links.status', descriptionKey: 'home.importantNavigations.status' },
] as const;
