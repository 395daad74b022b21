import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config';
import { JobLease } from '../scheduling/job-lease.service';
import { EmailOutboxService } from './email-outbox.service';

const JOB = 'email-outbox';

/** The scheduled job that retries queued mail: once per MAIL_OUTBOX_INTERVAL_MS across all instances. */
@Injectable()
export class EmailOutboxJob implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly outbox: EmailOutboxService,
    private readonly scheduler: SchedulerRegistry,
    private readonly config: AppConfig,
    private readonly lease: JobLease,
  ) {}

  /** One tick of this instance's timer: drains unless another instance has this period. */
  async tick(): Promise<boolean> {
    try {
      return await this.lease.runOncePer(JOB, this.config.MAIL_OUTBOX_INTERVAL_MS, () => this.outbox.drain());
    } catch {
      return false; // the database is away: the next tick tries again
    }
  }

  onApplicationBootstrap(): void {
    const timer = setInterval(() => void this.tick(), this.config.MAIL_OUTBOX_INTERVAL_MS);
    timer.unref();
    this.scheduler.addInterval(JOB, timer);
  }

  onApplicationShutdown(): void {
    if (this.scheduler.doesExist('interval', JOB)) this.scheduler.deleteInterval(JOB);
  }
}
