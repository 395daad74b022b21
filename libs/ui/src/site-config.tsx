import { createContext, useContext, type ReactNode } from 'react';
import type { AgencyIdentity } from '@evisa/contracts';

/** What a deployment configures about the agency and its services; read once by the shell from /config.json. */
export interface SiteConfig {
  apiUrl: string;
  agency: {
    name: string;
    phone: string;
    email: string;
    /** Messaging link opened by the floating chat button; the button hides when this is empty. */
    chatLink: string;
    officialSiteUrl: string;
  } & AgencyIdentity;
  /** PayPal client id; when empty the local payment sandbox is used. */
  paypalClientId: string;
  /**
   * The site's public origin (`https://...`): the build's pre-rendered pages name their addresses with it
   * (canonical, each language's, Open Graph) and so does the sitemap.
   */
  siteUrl: string;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  apiUrl: '/api',
  agency: {
    name: 'India e-Visa Services',
    phone: '',
    email: '',
    chatLink: '',
    officialSiteUrl: 'https://indianvisaonline.gov.in/evisa/',
    legalName: '',
    postalAddress: '',
    registrationNumber: '',
  },
  paypalClientId: '',
  siteUrl: '',
};

const SiteConfigContext = createContext<SiteConfig>(DEFAULT_SITE_CONFIG);

export function SiteConfigProvider({ config, children }: { config: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
