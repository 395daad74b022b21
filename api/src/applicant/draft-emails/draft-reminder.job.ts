import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../../platform/config/app-config';
import { JobLease } from '../../platform/scheduling/job-lease.service';
import { DraftEmailsService } from './draft-emails.service';

const JOB = 'draft-reminder';

/** The scheduled reminder of unpaid applications: once per DRAFT_REMINDER_INTERVAL_MS across all instances. */
@Injectable()
export class DraftReminderJob implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly drafts: DraftEmailsService,
    private readonly scheduler: SchedulerRegistry,
    private readonly config: AppConfig,
    private readonly lease: JobLease,
  ) {}

  /** One tick of this instance's timer: reminds unless another instance has this period. */
  async tick(now = Date.now()): Promise<boolean> {
    try {
      return await this.lease.runOncePer(JOB, this.config.DRAFT_REMINDER_INTERVAL_MS, async () => void (await this.drafts.remindDue(new Date(now))), now);
    } catch {
      return false; // the database is away: the next tick tries again
    }
  }

  onApplicationBootstrap(): void {
    const timer = setInterval(() => void this.tick(), this.config.DRAFT_REMINDER_INTERVAL_MS);
    timer.unref();
    this.scheduler.addInterval(JOB, timer);
  }

  onApplicationShutdown(): void {
    if (this.scheduler.doesExist('interval', JOB)) this.scheduler.deleteInterval(JOB);
  }
}
