import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model, type QueryFilter } from 'mongoose';
import { AppConfig } from '../config/app-config';
import { EMAIL_MODEL, type StoredEmail } from './email.schema';
import { MailerService } from './mailer.service';

export type QueuedEmail = Pick<StoredEmail, '_id' | 'template' | 'language' | 'applicationId' | 'to' | 'replyTo' | 'subject' | 'text' | 'html'>;

const DUPLICATE_KEY = 11000;
/** A send in progress holds its mail this long; if the process dies, another one picks it up afterwards. */
const LEASE_MS = 90_000;
const BATCH = 20;

/**
 * The durable outbox (ARCHITECTURE 6: a mail is retried, never lost). `enqueue` records the mail and tries it
 * at once; the scheduled `drain` retries whatever is still queued, with exponential backoff per mail. Each
 * send is claimed by an atomic update, so several API instances never send the same mail twice at once.
 */
@Injectable()
export class EmailOutboxService {
  private readonly logger = new Logger('EmailOutbox');
  private draining = false;

  constructor(
    @InjectModel(EMAIL_MODEL) private readonly model: Model<StoredEmail>,
    private readonly mailer: MailerService,
    private readonly config: AppConfig,
  ) {}

  /**
   * Records the mail (once per key) and starts a first attempt without waiting for it. A mail already recorded
   * (a replayed or doubled request) starts no attempt of its own: the first one is under way, and the scheduled
   * drain retries it. Two attempts at once would rely on the claim being atomic, which FerretDB v1's
   * findAndModify is not (it reads, then writes in a separate transaction): both claimed, two mails went out.
   */
  async enqueue(email: QueuedEmail): Promise<void> {
    try {
      await this.model.create({ ...email, status: 'queued', attempts: 0, nextAttemptAt: new Date() });
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      return;
    }
    void this.deliver(email._id);
  }

  async find(id: string): Promise<StoredEmail | null> {
    return this.model.findById(id).lean<StoredEmail>().exec();
  }

  /** Sends every queued mail that is due. Called by the scheduled job; one drain at a time per process. */
  async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      const due = await this.model
        .find({ status: 'queued', nextAttemptAt: mongoose.trusted({ $lte: new Date() }) } as QueryFilter<StoredEmail>, { _id: 1 })
        .limit(BATCH)
        .lean<{ _id: string }[]>()
        .exec();
      for (const { _id } of due) await this.deliver(_id);
    } catch (error) {
      this.logger.warn(`outbox drain failed: ${(error as Error).message}`);
    } finally {
      this.draining = false;
    }
  }

  private async deliver(id: string): Promise<void> {
    const now = Date.now();
    let claimed: StoredEmail | null;
    try {
      claimed = await this.model
        .findOneAndUpdate(
          { _id: id, status: 'queued', nextAttemptAt: mongoose.trusted({ $lte: new Date(now) }) } as QueryFilter<StoredEmail>,
          { $set: { nextAttemptAt: new Date(now + LEASE_MS) }, $inc: { attempts: 1 } },
          { returnDocument: 'after' },
        )
        .lean<StoredEmail>()
        .exec();
    } catch (error) {
      this.logger.warn(`outbox claim failed: ${(error as Error).message}`);
      return;
    }
    if (!claimed) return;
    try {
      const { to, replyTo, subject, text, html } = claimed;
      const messageId = await this.mailer.send({ to, ...(replyTo ? { replyTo } : {}), subject, text, html });
      await this.model.updateOne({ _id: id }, { $set: { status: 'sent', sentAt: new Date(), messageId }, $unset: { lastError: 1 } }).exec();
    } catch (error) {
      const delay = this.backoff(claimed.attempts);
      this.logger.warn(`mail ${id} not sent (attempt ${claimed.attempts}, next in ${delay} ms): ${(error as Error).message}`);
      await this.model
        .updateOne({ _id: id, status: 'queued' }, { $set: { nextAttemptAt: new Date(Date.now() + delay), lastError: (error as Error).message.slice(0, 500) } })
        .exec()
        .catch(() => undefined);
    }
  }

  /** base x 2^(attempt-1), capped, with up to 20% jitter so many queued mails do not retry in lockstep. */
  private backoff(attempt: number): number {
    const raw = Math.min(this.config.MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1), this.config.MAIL_RETRY_MAX_MS);
    return Math.round(raw * (1 + Math.random() * 0.2));
  }
}
