import type { ThrottlerStorage } from '@nestjs/throttler';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { LimitStore } from './limit-store';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/**
 * @nestjs/throttler's storage over the shared counters: every instance counts the same hits, so N instances allow
 * the budget once, not N times. A fixed window per key, as the throttler's own memory storage; a client over its
 * limit stays refused until the window (or the block duration, when longer) ends.
 */
export class SharedThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly store: LimitStore) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const limiter = this.store.limiter(`throttle_${throttlerName}`, limit, seconds(ttl));
    try {
      const hit = await limiter.consume(key);
      return { totalHits: hit.consumedPoints, timeToExpire: seconds(hit.msBeforeNext), isBlocked: false, timeToBlockExpire: 0 };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      let wait = refusal.msBeforeNext;
      if (blockDuration > ttl && refusal.consumedPoints === limit + 1) {
        await limiter.block(key, seconds(blockDuration));
        wait = blockDuration;
      }
      return { totalHits: refusal.consumedPoints, timeToExpire: seconds(refusal.msBeforeNext), isBlocked: true, timeToBlockExpire: seconds(wait) };
    }
  }
}
