/**
 * Every page path of the site (ARCHITECTURE 3): the patterns a router registers, link builders, and the alias
 * paths of the menus. Matching is case-insensitive: /Apply1/X and /apply1/X are the same page.
 */
export const ROUTE_PATTERNS = {
  home: '/',
  aboutUs: '/AboutUs',
  privacy: '/privacy',
  documentRequired: '/documentRequired',
  service: '/service',
  termsAndConditions: '/Terms-and-Conditions',
  faq: '/Faq',
  refundPolicy: '/Refund-Policy',
  instruction: '/Instruction',
  visaFeeDetails: '/Visa-Fee-Details',
  contact: '/contact',
  blogs: '/blogs',
  products: '/products',
  apply: '/Apply',
  apply1: '/Apply1/:id',
  apply2: '/Apply2/:id',
  apply3: '/Apply3/:id',
  apply4: '/Apply4/:id',
  apply5: '/Apply5/:id',
  partialFilled: '/partial-Filled',
  apply6: '/Apply6/:id',
  documents: '/documents/:id',
  questions: '/questions/:id',
  preview: '/Preview/:id',
  payment: '/Payment/:id',
  confirmation: '/Payment/:id/confirmation',
  /** Several travellers, one order: the travellers, their progress and fees, and the payment; `:id` is the lead's number. */
  order: '/order/:id',
  /** Step 1 of a new traveller joining the order of the lead `:id`. */
  addTraveller: '/order/:id/traveller',
  /** The answers the agency's desk asked the applicant to correct after payment (the e-mail's link). */
  correction: '/corrections/:id',
  /** The photo and documents the desk asked the applicant to upload again. */
  correctionDocuments: '/corrections/:id/documents',
  visaFee: '/visa-fee',
  status: '/status',
} as const;

export type RouteName = keyof typeof ROUTE_PATTERNS;

/** Menu paths that show the same page as another path (ARCHITECTURE 3). */
export const INFO_PAGE_ALIASES = {
  '/about': ROUTE_PATTERNS.aboutUs,
  '/PrivacyPolicy': ROUTE_PATTERNS.privacy,
  '/termCondition': ROUTE_PATTERNS.documentRequired,
  '/Service': ROUTE_PATTERNS.service,
  '/services': ROUTE_PATTERNS.service,
  '/services/2': ROUTE_PATTERNS.service,
} as const;

/** The one address of a page several paths show (INFO_PAGE_ALIASES, in any case): what search engines are told. */
export function canonicalPath(path: string): string {
  const alias = Object.entries(INFO_PAGE_ALIASES).find(([from]) => from.toLowerCase() === path.toLowerCase());
  return alias?.[1] ?? path;
}

const withId = (pattern: string) => (id: string) => pattern.replace(':id', encodeURIComponent(id));

/** Links to every page: ROUTES.aboutUs, ROUTES.apply2(uniqueId), ... */
export const ROUTES = {
  home: ROUTE_PATTERNS.home,
  aboutUs: ROUTE_PATTERNS.aboutUs,
  privacy: ROUTE_PATTERNS.privacy,
  documentRequired: ROUTE_PATTERNS.documentRequired,
  service: ROUTE_PATTERNS.service,
  termsAndConditions: ROUTE_PATTERNS.termsAndConditions,
  faq: ROUTE_PATTERNS.faq,
  refundPolicy: ROUTE_PATTERNS.refundPolicy,
  instruction: ROUTE_PATTERNS.instruction,
  visaFeeDetails: ROUTE_PATTERNS.visaFeeDetails,
  contact: ROUTE_PATTERNS.contact,
  blogs: ROUTE_PATTERNS.blogs,
  products: ROUTE_PATTERNS.products,
  apply: ROUTE_PATTERNS.apply,
  apply1: withId(ROUTE_PATTERNS.apply1),
  apply2: withId(ROUTE_PATTERNS.apply2),
  apply3: withId(ROUTE_PATTERNS.apply3),
  apply4: withId(ROUTE_PATTERNS.apply4),
  apply5: withId(ROUTE_PATTERNS.apply5),
  partialFilled: ROUTE_PATTERNS.partialFilled,
  apply6: withId(ROUTE_PATTERNS.apply6),
  documents: withId(ROUTE_PATTERNS.documents),
  questions: withId(ROUTE_PATTERNS.questions),
  preview: withId(ROUTE_PATTERNS.preview),
  payment: withId(ROUTE_PATTERNS.payment),
  confirmation: withId(ROUTE_PATTERNS.confirmation),
  order: withId(ROUTE_PATTERNS.order),
  addTraveller: withId(ROUTE_PATTERNS.addTraveller),
  correction: withId(ROUTE_PATTERNS.correction),
  correctionDocuments: withId(ROUTE_PATTERNS.correctionDocuments),
  visaFee: ROUTE_PATTERNS.visaFee,
  status: ROUTE_PATTERNS.status,
} as const satisfies Record<RouteName, string | ((id: string) => string)>;

/** The status page's query naming an application this browser already opened (its access session): no form to fill. */
export const STATUS_APPLICATION_QUERY = 'application';

/** `/status?application=<id>`: the status of an application the applicant has open (the confirmation's link). */
export const statusOfApplication = (id: string) => `${ROUTE_PATTERNS.status}?${STATUS_APPLICATION_QUERY}=${encodeURIComponent(id)}`;

/** Top navigation (spec 2.3). */
export const TOP_NAV_PATHS = [
  ROUTES.home,
  ROUTES.aboutUs,
  ROUTES.privacy,
  ROUTES.documentRequired,
  ROUTES.service,
] as const;

/** Side menu of the home and information pages (spec 2.2, 2.4), as the spec lists it. */
export const SIDE_MENU_PATHS = [
  '/',
  '/about',
  '/PrivacyPolicy',
  '/termCondition',
  '/Service',
  '/Faq',
  '/Terms-and-Conditions',
  '/Refund-Policy',
  '/Instruction',
  '/Visa-Fee-Details',
  '/contact',
] as const;

/** Second mobile menu (spec 2.3). */
export const MOBILE_MENU_PATHS = ['/', '/about', '/blogs', '/products', '/services'] as const;
