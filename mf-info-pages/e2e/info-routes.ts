/** Every path the information pages answer (ARCHITECTURE 3), with the screen and the browser tab title it shows. */
export const INFO_ROUTES = [
  { path: '/', screen: 'Home', title: 'Apply for your Indian e-Visa online' },
  { path: '/AboutUs', screen: 'AboutUs', title: 'About Us' },
  { path: '/about', screen: 'AboutUs', title: 'About Us' },
  { path: '/privacy', screen: 'Privacy', title: 'Privacy Policy' },
  { path: '/PrivacyPolicy', screen: 'Privacy', title: 'Privacy Policy' },
  { path: '/service', screen: 'Services', title: 'Services' },
  { path: '/Service', screen: 'Services', title: 'Services' },
  { path: '/services', screen: 'Services', title: 'Services' },
  { path: '/services/2', screen: 'Services', title: 'Services' },
  { path: '/documentRequired', screen: 'DocumentRequired', title: 'Document Required' },
  { path: '/termCondition', screen: 'DocumentRequired', title: 'Document Required' },
  { path: '/Terms-and-Conditions', screen: 'Terms', title: 'Terms and Conditions (India Visa)' },
  { path: '/Faq', screen: 'Faq', title: 'FAQ' },
  { path: '/Refund-Policy', screen: 'RefundPolicy', title: 'Refund Policy' },
  { path: '/Instruction', screen: 'Instructions', title: 'Instruction For Applicants' },
  { path: '/Visa-Fee-Details', screen: 'VisaFeeDetails', title: 'Visa Fee Details' },
  { path: '/contact', screen: 'Contact', title: 'Contact Us' },
  { path: '/blogs', screen: 'Blogs', title: 'Blogs' },
  { path: '/products', screen: 'Products', title: 'Products' },
] as const;

/** One path per distinct screen. */
export const INFO_SCREENS = INFO_ROUTES.filter((route, index) => INFO_ROUTES.findIndex((other) => other.screen === route.screen) === index);
