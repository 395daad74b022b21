import { Injectable } from '@nestjs/common';
import { normalizeIp } from '@nestjs/throttler';
import type { Request } from 'express';
import type { RateLimiterMongo } from 'rate-limiter-flexible';
import { AppConfig } from '../../platform/config/app-config';
import { LimitStore } from '../../platform/common/limit-store';
import { normaliseApplicationId } from '../applications/application-id';

interface Count {
  limiter: RateLimiterMongo;
  key: string;
  limit: number;
}

/**
 * Counts failed attempts to reach an application (a wrong number or date of birth, a refused access) per client
 * and per (application id, client) (issue 24: 20 per client, 5 per id and client, 15 minutes by default). Once a
 * count is full that client is refused with 429 for a whole window, even with the right date of birth: otherwise
 * the lock would not slow a guesser down. Nobody else is refused because of that client's failures, so a
 * stranger cannot lock the owner out. Ids that do not exist are counted exactly like ids that do, so the answers
 * tell nothing. The browser holding the access cookie is never counted nor locked. The counts are shared by every
 * API instance through the database (common/LimitStore).
 */
@Injectable()
export class AccessAttemptsService {
  constructor(
    private readonly config: AppConfig,
    private readonly store: LimitStore,
  ) {}

  private get windowSeconds(): number {
    return this.config.LOOKUP_FAILURE_WINDOW_MINUTES * 60;
  }

  private counts(request: Request, applicationId: unknown): Count[] {
    const client = normalizeIp(request.ip ?? '');
    const counts: Count[] = [
      { limiter: this.store.limiter('lookup_fail_client', this.config.LOOKUP_FAILURES_PER_IP, this.windowSeconds), key: client, limit: this.config.LOOKUP_FAILURES_PER_IP },
    ];
    const id = normaliseApplicationId(applicationId);
    if (id) {
      counts.push({ limiter: this.store.limiter('lookup_fail_id_client', this.config.LOOKUP_FAILURES_PER_ID, this.windowSeconds), key: `${id}|${client}`, limit: this.config.LOOKUP_FAILURES_PER_ID });
    }
    return counts;
  }

  /** Seconds until this client may try this id again; 0 when it may now. */
  async lockedForSeconds(request: Request, applicationId: unknown): Promise<number> {
    if (!this.config.RATE_LIMIT_ENABLED) return 0;
    let waitMs = 0;
    for (const { limiter, key, limit } of this.counts(request, applicationId)) {
      const count = await limiter.get(key);
      if (count && count.consumedPoints >= limit) waitMs = Math.max(waitMs, count.msBeforeNext);
    }
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  /** Counts one failure; the one that fills a count locks that client for a whole window from now. */
  async recordFailure(request: Request, applicationId: unknown): Promise<void> {
    if (!this.config.RATE_LIMIT_ENABLED) return;
    for (const { limiter, key, limit } of this.counts(request, applicationId)) {
      const count = await limiter.penalty(key, 1);
      if (count.consumedPoints === limit) await limiter.block(key, this.windowSeconds);
    }
  }
}
