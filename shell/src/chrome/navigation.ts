import { MOBILE_MENU_PATHS, ROUTES, TOP_NAV_PATHS } from '@evisa/contracts';

/** A link of the shell's menus; `labelKey` is a key of the `shell` namespace. */
export interface NavItem {
  path: string;
  labelKey: string;
}

const LABEL_KEYS: Record<(typeof TOP_NAV_PATHS | typeof MOBILE_MENU_PATHS)[number], string> = {
  '/': 'nav.home',
  '/AboutUs': 'nav.about',
  '/about': 'nav.about',
  '/privacy': 'nav.privacy',
  '/documentRequired': 'nav.documentRequired',
  '/service': 'nav.services',
  '/services': 'nav.services',
  '/blogs': 'nav.blogs',
  '/products': 'nav.products',
};

const withLabels = (paths: readonly (keyof typeof LABEL_KEYS)[]): NavItem[] => paths.map((path) => ({ path, labelKey: LABEL_KEYS[path] }));

/** Spec 2.3: the top navigation (and the drawer on small screens). */
export const PRIMARY_NAV = withLabels(TOP_NAV_PATHS);

/**
 * Spec 2.3's second mobile menu (in the drawer), without the pages the main menu above it already names (Home,
 * About Us and Services were listed twice).
 */
export const MOBILE_NAV = withLabels(MOBILE_MENU_PATHS).filter((item) => !PRIMARY_NAV.some((primary) => primary.labelKey === item.labelKey));

/** What an applicant comes to do, first in the phone menu: apply, continue, pay, check the status. */
export const APPLICANT_TASKS: readonly NavItem[] = [
  { path: ROUTES.apply, labelKey: 'tasks.apply' },
  { path: ROUTES.partialFilled, labelKey: 'tasks.resume' },
  { path: ROUTES.visaFee, labelKey: 'tasks.pay' },
  { path: ROUTES.status, labelKey: 'tasks.status' },
];

/** The application's entry points (spec 2.2 'Important Navigations'), also offered in the footer. */
export const FOOTER_APPLY_LINKS: readonly NavItem[] = [
  { path: ROUTES.apply, labelKey: 'footer.apply' },
  { path: ROUTES.partialFilled, labelKey: 'footer.partialFilled' },
  { path: ROUTES.visaFee, labelKey: 'footer.visaFee' },
  { path: ROUTES.status, labelKey: 'tasks.status' },
];

/** Pages of the side menu and the second mobile menu that the header's top navigation does not reach. */
export const FOOTER_INFO_LINKS: readonly NavItem[] = [
  { path: ROUTES.faq, labelKey: 'footer.faq' },
  { path: ROUTES.termsAndConditions, labelKey: 'footer.terms' },
  { path: ROUTES.refundPolicy, labelKey: 'footer.refundPolicy' },
  { path: ROUTES.instruction, labelKey: 'footer.instructions' },
  { path: ROUTES.visaFeeDetails, labelKey: 'footer.visaFeeDetails' },
  { path: ROUTES.contact, labelKey: 'footer.contact' },
  { path: ROUTES.blogs, labelKey: 'nav.blogs' },
  { path: ROUTES.products, labelKey: 'nav.products' },
];
