import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';
import { TooManyAttemptsException } from './too-many-attempts.exception';

/**
 * The global rate limit (issue 8): counts per client IP (IPv6 per /64), answers 429 with the API's envelope
 * and a standard Retry-After header, and stands aside entirely when RATE_LIMIT_ENABLED is false.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  protected override async shouldSkip(): Promise<boolean> {
    return !this.config.RATE_LIMIT_ENABLED;
  }

  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw new TooManyAttemptsException(Math.max(1, Math.ceil(detail.timeToBlockExpire)));
  }
}
