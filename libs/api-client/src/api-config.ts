// Where the applicants' client sends its calls, apart from the client itself: the shell's start-up sets it and needs
// nothing else of the client (docs/performance.md).
import { pageWide } from '@evisa/ui/browser';

/** How long an applicant waits before being told the server did not answer (the spec's "no timeout" is a defect). */
export const DEFAULT_TIMEOUT_MS = 20_000;

export interface ApiClientConfig {
  baseUrl: string;
  timeoutMs: number;
}

/**
 * One configuration for the whole page. The client is not a shared library of the federation: the shell and each
 * remote bundle their own copy of it. Each copy's configuration is this one object on the page, so the shell's
 * `configureApiClient` (from the site's configuration, before any screen reads its data) reaches every remote's calls.
 * Its key is the one remotes released before have too.
 */
export const apiConfig: ApiClientConfig = pageWide('evisa.api-client.config', () => ({ baseUrl: '/api', timeoutMs: DEFAULT_TIMEOUT_MS }));

/** Called by the shell with the deployment's configuration, before its page's screen reads any data. */
export function configureApiClient(next: Partial<ApiClientConfig>): void {
  Object.assign(apiConfig, next);
}
