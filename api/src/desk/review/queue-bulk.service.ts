import { HttpException, Injectable } from '@nestjs/common';
import type { BulkAction, BulkOutcome, BulkResult, QueueItem, StaffAccount } from '@evisa/contracts';
import { AuditService, type AuditActor } from '../audit/audit.service';
import { QueueService } from './queue.service';
import { ReviewStatesService } from './review-states.service';

type StaffActor = AuditActor & { staff: StaffAccount };

/**
 * Claim, assign or export several cases at once: each case goes through its single action (with its rules and its
 * audit entry), one after the other, and a refusal of one is its outcome, never the others'.
 */
@Injectable()
export class QueueBulkService {
  constructor(
    private readonly queue: QueueService,
    private readonly states: ReviewStatesService,
    private readonly audit: AuditService,
  ) {}

  async run(action: BulkAction, applicationIds: string[], actor: StaffActor, staffId = ''): Promise<BulkResult> {
    const once: Record<BulkAction, (id: string) => Promise<QueueItem>> = {
      claim: (id) => this.queue.claim(id, actor),
      assign: (id) => this.queue.assign(id, staffId, actor),
      export: (id) => this.exported(id, actor),
    };
    const outcomes: BulkOutcome[] = [];
    for (const applicationId of new Set(applicationIds)) {
      try {
        outcomes.push({ applicationId, ok: true, item: await once[action](applicationId) });
      } catch (error) {
        // A refusal in the desk's words is this case's answer; anything else (the database gone) stops the batch.
        if (!(error instanceof HttpException) || error.getStatus() >= 500) throw error;
        outcomes.push({ applicationId, ok: false, message: error.message });
      }
    }
    return { outcomes };
  }

  /** A case's queue line, for the CSV; who exported it is in its audit trail. */
  private async exported(applicationId: string, actor: StaffActor): Promise<QueueItem> {
    const id = await this.states.paidId(applicationId);
    const item = await this.queue.item(id);
    await this.audit.record(actor, 'review.exported', id, {});
    return item;
  }
}
