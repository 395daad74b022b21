/** Spec 2.3: the top navigation (and the drawer on small screens). */
export const PRIMARY_NAV = [
  { path: '/', labelKey: 'nav.home' },
  { path: '/AboutUs', labelKey: 'nav.about' },
  { path: '/privacy', labelKey: 'nav.privacy' },
  { path: '/documentRequired', labelKey: 'nav.documentRequired' },
  { path: '/service', labelKey: 'nav.services' },
] as const;

/** Spec 2.3: the second mobile menu. */
export const MOBILE_NAV = [
  { path: '/', labelKey: 'nav.home' },
  { path: '/about', labelKey: 'nav.about' },
  { path: '/blogs', labelKey: 'nav.blogs' },
  { path: '/products', labelKey: 'nav.products' },
  { path: '/services', labelKey: 'nav.services' },
] as const;
