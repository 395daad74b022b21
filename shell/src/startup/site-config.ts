import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@evisa/ui';
import { readJsonOnce, SITE_CONFIG_URL } from './early-requests';

/** The deployment's configuration over the defaults; the defaults alone when it cannot be read. */
export async function loadSiteConfig(): Promise<SiteConfig> {
  try {
    const loaded = await readJsonOnce<Partial<SiteConfig>>(SITE_CONFIG_URL);
    return { ...DEFAULT_SITE_CONFIG, ...loaded, agency: { ...DEFAULT_SITE_CONFIG.agency, ...loaded.agency } };
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
}
