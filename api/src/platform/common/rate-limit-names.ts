/** The API's rate limits, by name (rate-limit.module.ts defines each). */
export const RATE_LIMIT_NAMES = ['writes', 'reads', 'sensitive'] as const;

export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];
