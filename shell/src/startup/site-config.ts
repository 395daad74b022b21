import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@evisa/ui';
import { readJsonOnce, SITE_CONFIG_URL } from './early-requests';

/** A deployment's configuration (shell/public/config.json) over the defaults. */
export function mergeSiteConfig(loaded: Partial<SiteConfig>): SiteConfig {
  return { ...DEFAULT_SITE_CONFIG, ...loaded, agency: { ...DEFAULT_SITE_CONFIG.agency, ...loaded.agency } };
}

/** The deployment's configuration over the defaults; the defaults alone when it cannot be read. */
export async function loadSiteConfig(): Promise<SiteConfig> {
  try {
    return mergeSiteConfig(await readJsonOnce<Partial<SiteConfig>>(SITE_CONFIG_URL));
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
}
