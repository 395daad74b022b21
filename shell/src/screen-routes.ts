import type { RemoteRef } from './remotes/remote-screen';

export interface ScreenRoute extends RemoteRef {
  path: string;
  /**
   * The build renders this route's first screen into HTML, in every language (shell/prerender): only for screens
   * whose first render shows nothing of an applicant and reads nothing from the API.
   */
  prerendered?: boolean;
  /**
   * A public page whose pre-rendered HTML is complete and usable as it is (information pages, /partial-Filled,
   * /status): its script takes it over at the visitor's first interaction, not at start-up
   * (startup/hydration-on-interaction.ts). A pre-rendered form that needs its script (/Apply) is taken over at once.
   */
  usableAsHtml?: boolean;
  /**
   * The formatter its screen's first render builds: India's date (the forms' date rules, `todayIso`) or US dollars
   * (the fee). A page's first `Intl` object loads the browser's locale data, a long task on a slow phone: the shell
   * builds this one in an idle moment while the scripts download (startup/main.ts), not inside the screen's render.
   */
  firstFormatter?: 'today' | 'usd';
}

const info = (path: string, expose: string): ScreenRoute => ({ path, remote: 'mf_info_pages', expose, prerendered: true, usableAsHtml: true });
const application = (path: string, expose: string): ScreenRoute => ({ path, remote: 'mf_application', expose, firstFormatter: 'today' });
const documents = (path: string, expose: string): ScreenRoute => ({ path, remote: 'mf_documents', expose });
const payment = (path: string, expose: string, firstFormatter?: 'usd'): ScreenRoute => ({ path, remote: 'mf_payment', expose, firstFormatter });
const prerendered = (route: ScreenRoute): ScreenRoute => ({ ...route, prerendered: true });
const usableAsHtml = (route: ScreenRoute): ScreenRoute => ({ ...route, prerendered: true, usableAsHtml: true });

/**
 * Every path of the site and the remote screen that answers it (ARCHITECTURE 3). Matching is
 * case-insensitive (React Router's default), so /Apply2/X and /apply2/X are the same screen.
 */
export const SCREEN_ROUTES: ScreenRoute[] = [
  info('/', 'Home'),
  info('/AboutUs', 'AboutUs'),
  info('/about', 'AboutUs'),
  info('/privacy', 'Privacy'),
  info('/PrivacyPolicy', 'Privacy'),
  info('/service', 'Services'),
  info('/services', 'Services'),
  info('/services/2', 'Services'),
  info('/documentRequired', 'DocumentRequired'),
  info('/termCondition', 'DocumentRequired'),
  info('/Terms-and-Conditions', 'Terms'),
  info('/Faq', 'Faq'),
  info('/Refund-Policy', 'RefundPolicy'),
  info('/Instruction', 'Instructions'),
  info('/Visa-Fee-Details', 'VisaFeeDetails'),
  info('/contact', 'Contact'),
  info('/blogs', 'Blogs'),
  info('/products', 'Products'),
  prerendered(application('/Apply', 'Step1Create')),
  application('/Apply1/:id', 'Step1Edit'),
  application('/Apply2/:id', 'Step2'),
  application('/Apply3/:id', 'Step3'),
  application('/Apply4/:id', 'Step4'),
  application('/Apply5/:id', 'Step5'),
  usableAsHtml(application('/partial-Filled', 'Resume')),
  application('/corrections/:id', 'Correction'),
  application('/order/:id/traveller', 'AddTraveller'),
  documents('/Apply6/:id', 'Photo'),
  documents('/documents/:id', 'Documents'),
  documents('/questions/:id', 'Questions'),
  documents('/corrections/:id/documents', 'CorrectionDocuments'),
  payment('/Preview/:id', 'Preview'),
  payment('/Payment/:id', 'Payment', 'usd'),
  payment('/Payment/:id/confirmation', 'Confirmation', 'usd'),
  payment('/order/:id', 'Order', 'usd'),
  payment('/visa-fee', 'VisaFee'),
  usableAsHtml(payment('/status', 'Status')),
];

/** Every /agency path: the desk remote, which routes the desk's paths itself, inside the shell's desk frame. */
export const DESK_SCREEN: RemoteRef = { remote: 'mf_desk', expose: 'Desk' };
