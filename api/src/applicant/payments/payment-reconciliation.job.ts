import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../../platform/config/app-config';
import { JobLease } from '../../platform/scheduling/job-lease.service';
import { PaymentReconciliation } from './payment-reconciliation.service';

const JOB = 'payment-reconciliation';

/** The scheduled reconciliation of PayPal orders: once per PAYMENT_RECONCILE_INTERVAL_MS across all instances. */
@Injectable()
export class PaymentReconciliationJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PaymentReconciliation');

  constructor(
    private readonly reconciliation: PaymentReconciliation,
    private readonly scheduler: SchedulerRegistry,
    private readonly config: AppConfig,
    private readonly lease: JobLease,
  ) {}

  /** One tick of this instance's timer: reconciles unless another instance has this period. */
  async tick(now = Date.now()): Promise<boolean> {
    try {
      const work = async () => void (await this.reconciliation.reconcileDue(this.config.PAYMENT_RECONCILE_AFTER_MS, new Date(now)));
      return await this.lease.runOncePer(JOB, this.config.PAYMENT_RECONCILE_INTERVAL_MS, work, now);
    } catch (error) {
      this.logger.warn(`reconciliation not run: ${(error as Error).message}`); // the next tick tries again
      return false;
    }
  }

  onApplicationBootstrap(): void {
    const timer = setInterval(() => void this.tick(), this.config.PAYMENT_RECONCILE_INTERVAL_MS);
    timer.unref();
    this.scheduler.addInterval(JOB, timer);
  }

  onApplicationShutdown(): void {
    if (this.scheduler.doesExist('interval', JOB)) this.scheduler.deleteInterval(JOB);
  }
}
