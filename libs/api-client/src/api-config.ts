// Where the applicants' client sends its calls, apart from the client itself: the shell's start-up sets it and needs
// nothing else of the client (docs/performance.md).

/** How long an applicant waits before being told the server did not answer (the spec's "no timeout" is a defect). */
export const DEFAULT_TIMEOUT_MS = 20_000;

export interface ApiClientConfig {
  baseUrl: string;
  timeoutMs: number;
}

export const apiConfig: ApiClientConfig = { baseUrl: '/api', timeoutMs: DEFAULT_TIMEOUT_MS };

/** Called once by the shell with the deployment's configuration. */
export function configureApiClient(next: Partial<ApiClientConfig>): void {
  Object.assign(apiConfig, next);
}
