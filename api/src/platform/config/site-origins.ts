import type { AppConfig } from './app-config';

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The site's own origins: SITE_URL's and every one CORS_ORIGINS lets in. */
export function siteOrigins(config: AppConfig): Set<string> {
  return new Set([config.SITE_URL, ...config.CORS_ORIGINS].map(originOf).filter((origin): origin is string => !!origin));
}

/** True when `url` is an absolute URL on one of the site's own origins. */
export function isSiteUrl(config: AppConfig, url: string | undefined): boolean {
  const origin = url ? originOf(url) : undefined;
  return !!origin && siteOrigins(config).has(origin);
}

/** The origin to send the applicant back to: the one they use, when it is one of the site's, else SITE_URL's. */
export function returnOrigin(config: AppConfig, requestOrigin: string | undefined): string {
  const origin = requestOrigin ? originOf(requestOrigin) : undefined;
  return origin && siteOrigins(config).has(origin) ? origin : config.SITE_URL.replace(/\/$/, '');
}
