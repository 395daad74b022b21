import { type ExecutionContext, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule, type ThrottlerModuleOptions, type ThrottlerOptions } from '@nestjs/throttler';
import type { Request } from 'express';
import { AppConfig } from '../config/app-config';
import { RateLimitGuard } from './rate-limit.guard';
import { LimitStore } from './limit-store';
import { LimitStoreModule } from './limit-store.module';
import type { RateLimitName } from './rate-limit-names';
import { isSensitiveRoute } from './sensitive-routes';
import { SharedThrottlerStorage } from './shared-throttler-storage';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const requestOf = (context: ExecutionContext) => context.switchToHttp().getRequest<Request>();

/**
 * Three limits per client IP (values from the configuration): `writes` counts every request that changes data,
 * `reads` every GET, both across all endpoints; `sensitive` counts creating and looking up applications, per
 * endpoint. The counts are shared by every API instance through the database (SharedThrottlerStorage). Failed lookups have their own, stricter count (access/AccessAttemptsService).
 */
export function rateLimitOptions(config: AppConfig, store: LimitStore): ThrottlerModuleOptions {
  const window = config.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const perClient = (_context: unknown, tracker: string, name: string) => `${name}:${tracker}`;
  const throttlers: (ThrottlerOptions & { name: RateLimitName })[] = [
    {
      name: 'writes',
      ttl: window,
      limit: config.RATE_LIMIT_WRITES,
      skipIf: (context) => READ_METHODS.has(requestOf(context).method),
      generateKey: perClient,
    },
    {
      name: 'reads',
      ttl: window,
      limit: config.RATE_LIMIT_READS,
      skipIf: (context) => !READ_METHODS.has(requestOf(context).method),
      generateKey: perClient,
    },
    {
      name: 'sensitive',
      ttl: config.RATE_LIMIT_SENSITIVE_WINDOW_SECONDS * 1000,
      limit: config.RATE_LIMIT_SENSITIVE,
      skipIf: (context) => !isSensitiveRoute(requestOf(context)),
    },
  ];
  return { storage: new SharedThrottlerStorage(store), throttlers };
}

@Module({
  imports: [LimitStoreModule, ThrottlerModule.forRootAsync({ imports: [LimitStoreModule], inject: [AppConfig, LimitStore], useFactory: rateLimitOptions })],
  providers: [{ provide: APP_GUARD, useClass: RateLimitGuard }],
})
export class RateLimitModule {}
