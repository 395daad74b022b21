import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { HttpMetricsMiddleware } from './http-metrics.middleware';
import { MetricsRegistry } from './metrics.registry';
import { MetricsServer } from './metrics-server';

/** Prometheus metrics on their own port (docs/operations.md says what to alert on). */
@Module({ providers: [MetricsRegistry, MetricsServer], exports: [MetricsRegistry] })
export class MetricsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(HttpMetricsMiddleware).forRoutes('{*path}');
  }
}
