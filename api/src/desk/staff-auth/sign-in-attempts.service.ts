import { Injectable } from '@nestjs/common';
import { normalizeIp } from '@nestjs/throttler';
import type { Request } from 'express';
import { LimitStore } from '../../platform/common/limit-store';
import { AppConfig } from '../../platform/config/app-config';

/** What a count is kept for: the account tried from browsers it never signed in on, the address, or one device. */
export type SignInScope = 'account' | 'address' | 'device';

/** Who is trying: the account's e-mail, and the device cookie's nonce when the browser holds a genuine one. */
export type SignInAttempt = { request: Request; email: string; device?: string };

/** A delay a failure imposed, for the audit trail. */
export type SignInDelay = { scope: SignInScope; failures: number; seconds: number };

/** Failures counted without slowing anyone, per scope; a device the owner used is trusted with a few more. */
const DEVICE_FREE_FAILURES = 10;

/**
 * Failed staff sign-ins, counted in the database like the applicants' limits, so every API instance
 * and a restart see the same counts. Each count allows some failures, then every further one makes the next
 * attempt wait twice as long as the last (1 s, 2 s, 4 s ... up to STAFF_SIGN_IN_MAX_DELAY_MINUTES): a guesser is
 * slowed to a few tries an hour, while the owner who mistypes once or twice never waits.
 *
 * A browser holding a genuine device cookie of the account (device-cookie.ts) is counted on its own: neither the
 * account's count nor the address's applies to it, so strangers' failures never lock the owner out of a browser
 * they signed in on before. Always on: a desk account opens every application.
 */
@Injectable()
export class SignInAttemptsService {
  constructor(
    private readonly config: AppConfig,
    private readonly store: LimitStore,
  ) {}

  private counts({ request, email, device }: SignInAttempt): { scope: SignInScope; key: string; free: number }[] {
    if (device) return [{ scope: 'device', key: device, free: DEVICE_FREE_FAILURES }];
    return [
      { scope: 'account', key: email, free: this.config.STAFF_SIGN_IN_FAILURES_PER_ACCOUNT },
      { scope: 'address', key: normalizeIp(request.ip ?? ''), free: this.config.STAFF_SIGN_IN_FAILURES_PER_IP },
    ];
  }

  private failures(scope: SignInScope) {
    return this.store.limiter(`staff_sign_in_failures_${scope}`, Number.MAX_SAFE_INTEGER, this.config.STAFF_SIGN_IN_FAILURE_WINDOW_MINUTES * 60);
  }

  private waits(scope: SignInScope) {
    return this.store.limiter(`staff_sign_in_wait_${scope}`, 1, this.config.STAFF_SIGN_IN_MAX_DELAY_MINUTES * 60);
  }

  /** Seconds this attempt must still wait; 0 when it may be checked now. */
  async waitSeconds(attempt: SignInAttempt): Promise<number> {
    let waitMs = 0;
    for (const { scope, key } of this.counts(attempt)) {
      const wait = await this.waits(scope).get(key);
      if (wait && wait.consumedPoints > 1) waitMs = Math.max(waitMs, wait.msBeforeNext);
    }
    return Math.ceil(waitMs / 1000);
  }

  /** Counts one failure in each of the attempt's counts; answers the delays it imposed. */
  async recordFailure(attempt: SignInAttempt): Promise<SignInDelay[]> {
    const delays: SignInDelay[] = [];
    for (const { scope, key, free } of this.counts(attempt)) {
      const failures = (await this.failures(scope).penalty(key, 1)).consumedPoints;
      if (failures < free) continue;
      const seconds = Math.min(2 ** (failures - free), this.config.STAFF_SIGN_IN_MAX_DELAY_MINUTES * 60);
      await this.waits(scope).block(key, seconds);
      delays.push({ scope, failures, seconds });
    }
    return delays;
  }

  /** A successful sign-in clears the counts it was held to, but the address's (one office shares one address). */
  async clear(attempt: SignInAttempt): Promise<void> {
    for (const { scope, key } of this.counts(attempt).filter(({ scope }) => scope !== 'address')) {
      await this.failures(scope).delete(key);
      await this.waits(scope).delete(key);
    }
  }
}
