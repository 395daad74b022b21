import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config';
import { EmailOutboxService } from './email-outbox.service';

const JOB = 'email-outbox';

/** The scheduled job that retries queued mail (interval from MAIL_OUTBOX_INTERVAL_MS). */
@Injectable()
export class EmailOutboxJob implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly outbox: EmailOutboxService,
    private readonly scheduler: SchedulerRegistry,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const timer = setInterval(() => void this.outbox.drain(), this.config.MAIL_OUTBOX_INTERVAL_MS);
    timer.unref();
    this.scheduler.addInterval(JOB, timer);
  }

  onApplicationShutdown(): void {
    if (this.scheduler.doesExist('interval', JOB)) this.scheduler.deleteInterval(JOB);
  }
}
