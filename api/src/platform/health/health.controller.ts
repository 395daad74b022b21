import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { MESSAGES } from '@evisa/contracts';
import { envelope } from '../common/envelope';
import { SkipRateLimits } from '../common/skip-rate-limits';
import { ShutdownState } from './shutdown-state';

/** Probes of the load balancer and the supervisor: counted against no limit, so they write nothing to the database. */
@SkipRateLimits()
@Controller()
export class HealthController {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly shutdown: ShutdownState,
  ) {}

  /** Liveness: the process answers. */
  @Get('health')
  health() {
    return envelope({ uptimeSeconds: Math.round(process.uptime()) }, 'alive');
  }

  /** Readiness: the database answers too, and the instance is not shutting down; a load balancer sends traffic only while this is 200. */
  @Get('ready')
  async ready() {
    if (this.shutdown.draining) throw new ServiceUnavailableException(MESSAGES.serviceUnavailable);
    try {
      await this.connection.db?.admin().ping();
      if (!this.connection.db) throw new Error('not connected');
    } catch {
      throw new ServiceUnavailableException(MESSAGES.serviceUnavailable);
    }
    return envelope({ database: 'up' }, 'ready');
  }
}
