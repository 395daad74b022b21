import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model, type QueryFilter } from 'mongoose';
import { AppConfig } from '../config/app-config';
import { FileStorageService } from '../files/file-storage.service';
import { EMAIL_MODEL, type EmailAttachment, type StoredEmail } from './email.schema';
import { MailerService } from './mailer.service';
import { withAgencyFooter } from './templates/agency-footer';

export type QueuedEmail = Pick<StoredEmail, '_id' | 'template' | 'language' | 'applicationId' | 'to' | 'replyTo' | 'subject' | 'text' | 'html' | 'attachments' | 'headers'>;

/** A template's output: the language it was written in, the subject and both bodies. */
export type RenderedMail = Pick<StoredEmail, 'language' | 'subject' | 'text' | 'html'>;
/** Who a rendered mail goes to, and what travels with it. */
export type MailEnvelope = Pick<StoredEmail, 'to' | 'applicationId' | 'replyTo' | 'attachments' | 'headers'>;

const DUPLICATE_KEY = 11000;
/** A send in progress holds its mail this long; if the process dies, another one picks it up afterwards. */
const LEASE_MS = 90_000;
const BATCH = 20;

/**
 * The durable outbox (ARCHITECTURE 6: a mail is retried, never lost). `enqueue` records the mail and tries it
 * at once; the scheduled `drain` retries whatever is still queued, with exponential backoff per mail. Each
 * attempt is claimed by one conditional update of the mail, so several API instances never send it twice.
 */
@Injectable()
export class EmailOutboxService {
  private readonly logger = new Logger('EmailOutbox');
  private draining = false;

  constructor(
    @InjectModel(EMAIL_MODEL) private readonly model: Model<StoredEmail>,
    private readonly mailer: MailerService,
    private readonly config: AppConfig,
    private readonly storage: FileStorageService,
  ) {}

  /**
   * Records the mail (once per key), with the agency's legal identity at its foot, and starts a first attempt
   * without waiting for it. A mail already recorded (a replayed or doubled request) starts no attempt of its own:
   * the first one is under way, and the scheduled drain retries it.
   */
  async enqueue(email: QueuedEmail): Promise<void> {
    const { AGENCY_LEGAL_NAME: legalName, AGENCY_POSTAL_ADDRESS: postalAddress, AGENCY_REGISTRATION_NUMBER: registrationNumber } = this.config;
    const signed = withAgencyFooter(email, { legalName, postalAddress, registrationNumber });
    try {
      await this.model.create({ ...signed, status: 'queued', attempts: 0, nextAttemptAt: new Date() });
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      return;
    }
    void this.deliver(email._id);
  }

  /**
   * Queues a mail rendered by one of the templates (email-templates.ts): its language, subject and bodies, under
   * the idempotency key `id`, to the envelope's address.
   */
  async enqueueRendered(id: string, template: string, rendered: RenderedMail, envelope: MailEnvelope): Promise<void> {
    const { language, subject, text, html } = rendered;
    await this.enqueue({ _id: id, template, language, subject, text, html, ...envelope });
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
    let claimed: StoredEmail | null;
    try {
      claimed = await this.claim(id);
    } catch (error) {
      this.logger.warn(`outbox claim failed: ${(error as Error).message}`);
      return;
    }
    if (!claimed) return;
    try {
      const { to, replyTo, headers, subject, text, html } = claimed;
      const attachments = claimed.attachments?.length ? await this.readAttachments(claimed.attachments) : undefined;
      const messageId = await this.mailer.send({ to, ...(replyTo ? { replyTo } : {}), ...(headers ? { headers } : {}), subject, text, html, ...(attachments ? { attachments } : {}) });
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

  /**
   * The mail with its attempt counted, when it is due and this process won its next attempt; otherwise null.
   * One update counts the attempt and holds the mail for the lease, guarded on being due: of several processes
   * at once, one matches and the others find it held.
   */
  private async claim(id: string): Promise<StoredEmail | null> {
    const now = Date.now();
    return this.model
      .findOneAndUpdate(
        { _id: id, status: 'queued', nextAttemptAt: mongoose.trusted({ $lte: new Date(now) }) } as QueryFilter<StoredEmail>,
        { $inc: { attempts: 1 }, $set: { nextAttemptAt: new Date(now + LEASE_MS) } },
        { returnDocument: 'after' },
      )
      .lean<StoredEmail>()
      .exec();
  }

  /** The attached files' bytes; a file that is gone fails the attempt (retried, and visible in lastError). */
  private async readAttachments(attachments: EmailAttachment[]): Promise<{ filename: string; contentType: string; content: Buffer }[]> {
    return Promise.all(
      attachments.map(async ({ storedName, filename, contentType }) => {
        if (!(await this.storage.find(storedName))) throw new Error(`attachment ${storedName} is not stored`);
        const chunks: Buffer[] = [];
        for await (const chunk of this.storage.open(storedName)) chunks.push(chunk as Buffer);
        return { filename, contentType, content: Buffer.concat(chunks) };
      }),
    );
  }

  /** base x 2^(attempt-1), capped, with up to 20% jitter so many queued mails do not retry in lockstep. */
  private backoff(attempt: number): number {
    const raw = Math.min(this.config.MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1), this.config.MAIL_RETRY_MAX_MS);
    return Math.round(raw * (1 + Math.random() * 0.2));
  }
}
