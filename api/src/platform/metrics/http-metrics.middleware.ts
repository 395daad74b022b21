import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { routeOf } from '../logging/request-log';
import { MetricsRegistry } from './metrics.registry';

/** Counts every answered request and its duration under its route pattern (`unmatched` when none served it). */
@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: MetricsRegistry) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const stop = this.metrics.latency.startTimer();
    res.once('finish', () => {
      const labels = { method: req.method, route: routeOf(req) ?? 'unmatched', status: String(res.statusCode) };
      this.metrics.requests.inc(labels);
      stop(labels);
    });
    next();
  }
}
