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
  windowSeconds: number;
}

/**
 * Counts failed attempts to reach an application (a wrong number or date of birth, a refused access) per client
 * and per (application id, client) (20 per client, 5 per id and client, 15 minutes by default). Once a
 * count is full that client is refused with 429 for a whole window, even with the right date of birth: otherwise
 * the lock would not slow a guesser down. Nobody else is refused because of that client's failures, so a
 * stranger cannot lock the owner out of guessing from their own address. Across all clients an application number
 * takes LOOKUP_FAILURES_PER_APPLICATION failures per LOOKUP_APPLICATION_WINDOW_MINUTES, then every
 * look-up of it by date of birth is refused for the rest of that window: the owner opens it with the e-mailed
 * resume link instead (lookup/resume-links.service.ts). Ids that do not exist are counted exactly like ids that do, so the answers
 * tell nothing. The browser holding the access cookie is never counted nor locked. The counts are shared by every
 * API instance through the database (common/LimitStore).
 */
@Injectable()
export class AccessAttemptsService {
  constructor(
    private readonly config: AppConfig,
    private readonly store: LimitStore,
  ) {}

  private count(name: string, key: string, limit: number, windowMinutes: number): Count {
    const windowSeconds = windowMinutes * 60;
    return { limiter: this.store.limiter(name, limit, windowSeconds), key, limit, windowSeconds };
  }

  private counts(request: Request, applicationId: unknown): Count[] {
    const { LOOKUP_FAILURES_PER_IP, LOOKUP_FAILURES_PER_ID, LOOKUP_FAILURE_WINDOW_MINUTES, LOOKUP_FAILURES_PER_APPLICATION, LOOKUP_APPLICATION_WINDOW_MINUTES } = this.config;
    const client = normalizeIp(request.ip ?? '');
    const counts = [this.count('lookup_fail_client', client, LOOKUP_FAILURES_PER_IP, LOOKUP_FAILURE_WINDOW_MINUTES)];
    const id = normaliseApplicationId(applicationId);
    if (id) {
      counts.push(this.count('lookup_fail_id_client', `${id}|${client}`, LOOKUP_FAILURES_PER_ID, LOOKUP_FAILURE_WINDOW_MINUTES));
      counts.push(this.count('lookup_fail_id', id, LOOKUP_FAILURES_PER_APPLICATION, LOOKUP_APPLICATION_WINDOW_MINUTES));
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
    for (const { limiter, key, limit, windowSeconds } of this.counts(request, applicationId)) {
      const count = await limiter.penalty(key, 1);
      if (count.consumedPoints === limit) await limiter.block(key, windowSeconds);
    }
  }
}
