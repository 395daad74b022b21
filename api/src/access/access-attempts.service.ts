import { Injectable } from '@nestjs/common';
import { normalizeIp } from '@nestjs/throttler';
import type { Request } from 'express';
import { AppConfig } from '../config/app-config';
import { normaliseApplicationId } from '../applications/application-id';

/** Bounds the memory an attacker cycling through ids or addresses can make us hold. */
const MAX_KEYS = 100_000;

/**
 * Counts failed attempts to reach an application (a wrong number or date of birth, a refused access) per client
 * IP and per application id, over a sliding window (issue 8: 5 per id, 20 per IP, 15 minutes by default). Once
 * either count is full, further attempts are refused with 429 until the oldest failure leaves the window, even
 * with the right date of birth: otherwise the lock would not slow a guesser down. Ids that do not exist are
 * counted exactly like ids that do, so the answers tell nothing. The browser holding the access cookie is never
 * counted nor locked. Counts are per API instance (docs/reliability.md).
 */
@Injectable()
export class AccessAttemptsService {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly config: AppConfig) {}

  private get windowMs(): number {
    return this.config.LOOKUP_FAILURE_WINDOW_MINUTES * 60_000;
  }

  private keys(request: Request, applicationId: unknown): [string, number][] {
    const keys: [string, number][] = [[`ip:${normalizeIp(request.ip ?? '')}`, this.config.LOOKUP_FAILURES_PER_IP]];
    const id = normaliseApplicationId(applicationId);
    if (id) keys.push([`id:${id}`, this.config.LOOKUP_FAILURES_PER_ID]);
    return keys;
  }

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((time) => time > now - this.windowMs);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  /** Seconds until this client may try this id again; 0 when it may now. */
  lockedForSeconds(request: Request, applicationId: unknown, now = Date.now()): number {
    if (!this.config.RATE_LIMIT_ENABLED) return 0;
    let until = 0;
    for (const [key, limit] of this.keys(request, applicationId)) {
      const times = this.recent(key, now);
      if (times.length >= limit) until = Math.max(until, times[times.length - limit] + this.windowMs);
    }
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  recordFailure(request: Request, applicationId: unknown, now = Date.now()): void {
    if (!this.config.RATE_LIMIT_ENABLED) return;
    for (const [key] of this.keys(request, applicationId)) {
      const times = this.recent(key, now);
      this.failures.delete(key); // re-inserted last: the map's order is then least recently failed first
      this.failures.set(key, [...times, now]);
    }
    this.evict(now);
  }

  private evict(now: number): void {
    if (this.failures.size <= MAX_KEYS) return;
    for (const key of [...this.failures.keys()]) this.recent(key, now);
    for (const key of this.failures.keys()) {
      if (this.failures.size <= MAX_KEYS) break;
      this.failures.delete(key);
    }
  }
}
