import { Injectable } from '@nestjs/common';
import { normalizeIp } from '@nestjs/throttler';
import type { Request } from 'express';
import { AppConfig } from '../../platform/config/app-config';

/** Bounds the memory an attacker cycling through addresses can make us hold. */
const MAX_KEYS = 50_000;

/**
 * Failed staff sign-ins per e-mail address and per client IP over a sliding window. Once either count is full,
 * sign-in is refused (429) until the oldest failure leaves the window, even with the right password and code.
 * Always on: a desk account opens every application. Counts live in this API instance (docs/reliability.md).
 */
@Injectable()
export class SignInAttemptsService {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly config: AppConfig) {}

  private get windowMs(): number {
    return this.config.STAFF_SIGN_IN_FAILURE_WINDOW_MINUTES * 60_000;
  }

  private keys(request: Request, email: string): [string, number][] {
    return [
      [`ip:${normalizeIp(request.ip ?? '')}`, this.config.STAFF_SIGN_IN_FAILURES_PER_IP],
      [`email:${email}`, this.config.STAFF_SIGN_IN_FAILURES_PER_ACCOUNT],
    ];
  }

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((time) => time > now - this.windowMs);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  /** Seconds until this client may try this address again; 0 when it may now. */
  lockedForSeconds(request: Request, email: string, now = Date.now()): number {
    let until = 0;
    for (const [key, limit] of this.keys(request, email)) {
      const times = this.recent(key, now);
      if (times.length >= limit) until = Math.max(until, times[times.length - limit] + this.windowMs);
    }
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  recordFailure(request: Request, email: string, now = Date.now()): void {
    for (const [key] of this.keys(request, email)) {
      const times = this.recent(key, now);
      this.failures.delete(key);
      this.failures.set(key, [...times, now]);
    }
    if (this.failures.size > MAX_KEYS) {
      for (const key of this.failures.keys()) {
        if (this.failures.size <= MAX_KEYS) break;
        this.failures.delete(key);
      }
    }
  }

  /** A successful sign-in clears the address's count (not the IP's: one office shares one address). */
  clear(email: string): void {
    this.failures.delete(`email:${email}`);
  }
}
