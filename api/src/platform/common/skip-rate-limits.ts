import { SkipThrottle } from '@nestjs/throttler';
import { RATE_LIMIT_NAMES } from './rate-limit-names';

/**
 * Exempts a controller or route from every rate limit. `@SkipThrottle()` with no argument skips only a throttler
 * named `default`, which this API does not have: each named limit must be skipped by name.
 */
export const SkipRateLimits = () => SkipThrottle(Object.fromEntries(RATE_LIMIT_NAMES.map((name) => [name, true])));
