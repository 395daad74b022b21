import { SkipThrottle } from '@nestjs/throttler';

/**
 * The sandbox stands in for PayPal, whose calls come from the API itself (127.0.0.1): counted against the
 * per-client limits, all applicants' payments together would exhaust one client's budget. Named after the
 * throttlers of common/rate-limit.module.ts.
 */
export const SkipRateLimits = () => SkipThrottle({ writes: true, reads: true, sensitive: true });
