import { Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Cron, CronExpression } from '@nestjs/schedule';
import mongoose, { type Connection } from 'mongoose';
import { APPLICATION_MODEL } from '../../applicant/applications/application.schema';
import { AppConfig } from '../config/app-config';
import { UPLOADS_BUCKET } from '../database/uploads-bucket';
import { LIMITS_COLLECTION } from '../common/limit-store';
import { JobLease, JOB_RUNS_COLLECTION } from '../scheduling/job-lease.service';
import type { RetentionPolicy } from '@evisa/contracts';
import { LONGEST_VALIDITY_DAYS, paidPastRetention } from './paid-retention';

/** Statuses of applications that were never paid: kept RETENTION_DRAFT_DAYS after their last change. */
export const UNPAID_STATUSES = ['draft', 'awaiting_payment', 'blocked'] as const;

/**
 * Other collections holding an application's personal data, by the field that names the application: its e-mails,
 * the desk's review record (notes, the refusal's reason) and its correction rounds (the reviewer's message and the
 * answers as they were). The staff audit trail is kept (docs/desk.md).
 */
export const DEPENDENT_COLLECTIONS = [
  { collection: 'emails', field: 'applicationId' },
  { collection: 'reviews', field: '_id' },
  { collection: 'corrections', field: 'applicationId' },
] as const;

/** Records of their own that hold personal data: each kept a configured number of days after its date field. */
const TIMED_COLLECTIONS = [
  { collection: 'emails', filter: { status: 'sent' }, field: 'sentAt', days: (config: AppConfig) => config.RETENTION_SENT_EMAIL_DAYS, report: 'sentEmails' },
  { collection: 'contact_messages', filter: {}, field: 'createdAt', days: (config: AppConfig) => config.RETENTION_CONTACT_DAYS, report: 'contactMessages' },
] as const;

/** Applications being deleted: their files and e-mails may still be there. */
export const PENDING_COLLECTION = 'retention_pending';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Bookkeeping of the scheduled jobs, kept a day for the operator to look at, then deleted. */
const BOOKKEEPING = [{ collection: JOB_RUNS_COLLECTION, field: 'startedAt' }] as const;
const BATCH = 200;

type StoredDocument = { _id: string; [field: string]: unknown };

export type RetentionReport = { unpaid: number; paid: number; files: number; dependents: number; sentEmails: number; contactMessages: number; expiredCounters: number; bookkeeping: number };

/**
 * Deletes what is kept no longer (issue 8): unpaid applications RETENTION_DRAFT_DAYS after their last change,
 * paid ones RETENTION_PAID_DAYS after the validity of their visa, counted from payment (paid-retention.ts), each with its uploaded files and queued or sent e-mails; copies
 * of sent e-mails RETENTION_SENT_EMAIL_DAYS after sending; contact messages RETENTION_CONTACT_DAYS after
 * receipt. Payment records stay: they hold no personal data and are the agency's accounts.
 *
 * The application goes first, by a delete that checks the status and date again, so one changed a moment ago
 * is kept whole; its files and e-mails follow. A note in `retention_pending`, written before and removed after,
 * lets the next run finish what a stopped one left half-done. The job runs once an hour across all API
 * instances (JobLease); each step is idempotent all the same.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger('RetentionService');

  constructor(
    private readonly config: AppConfig,
    @InjectConnection() private readonly connection: Connection,
    private readonly lease: JobLease,
  ) {}

  /** Every instance's clock fires at the hour; the first to take the hour's lease runs. True when this one ran. */
  @Cron(CronExpression.EVERY_HOUR, { name: 'retention' })
  async scheduled(): Promise<boolean> {
    try {
      return await this.lease.runOncePer('retention', HOUR_MS, async () => {
        const report = await this.run(new Date());
        if (report.unpaid + report.paid > 0) this.logger.log(`retention: deleted ${JSON.stringify(report)}`);
      });
    } catch (error) {
      this.logger.error(`retention run failed: ${(error as Error).message}`);
      return false;
    }
  }

  /** The periods this job applies, as the privacy page states them (GET /privacy/retention). */
  policy(): RetentionPolicy {
    return {
      unpaidDays: this.config.RETENTION_DRAFT_DAYS,
      paidDaysAfterValidity: this.config.RETENTION_PAID_DAYS,
      longestValidityDays: LONGEST_VALIDITY_DAYS,
      sentEmailDays: this.config.RETENTION_SENT_EMAIL_DAYS,
      contactMessageDays: this.config.RETENTION_CONTACT_DAYS,
    };
  }

  /** One pass at the moment `now`; tests call it with a chosen date. */
  async run(now: Date): Promise<RetentionReport> {
    const report: RetentionReport = { unpaid: 0, paid: 0, files: 0, dependents: 0, sentEmails: 0, contactMessages: 0, expiredCounters: 0, bookkeeping: 0 };
    const unpaidCutoff = new Date(now.getTime() - this.config.RETENTION_DRAFT_DAYS * DAY_MS);
    await this.finishPending(report);
    report.unpaid = await this.purge({ status: { $in: [...UNPAID_STATUSES] }, updatedAt: { $lt: unpaidCutoff } }, report, unpaidCutoff);
    report.paid = await this.purge(paidPastRetention(now, this.config.RETENTION_PAID_DAYS), report);
    for (const timed of TIMED_COLLECTIONS) {
      const cutoff = new Date(now.getTime() - timed.days(this.config) * DAY_MS);
      report[timed.report] = (await this.db.collection(timed.collection).deleteMany({ ...timed.filter, [timed.field]: { $lt: cutoff } })).deletedCount;
    }
    // Rate-limit counters past their window (a TTL index does this where the database has one).
    report.expiredCounters = (await this.db.collection(LIMITS_COLLECTION).deleteMany({ expire: { $lte: now } })).deletedCount;
    for (const { collection, field } of BOOKKEEPING) {
      report.bookkeeping += (await this.db.collection(collection).deleteMany({ [field]: { $lt: new Date(now.getTime() - DAY_MS) } })).deletedCount;
    }
    return report;
  }

  /**
   * Deletes one application now, if it still matches `guard`, with its files and dependents, the way the hourly
   * job does (a stopped deletion is finished by the next run): removing a traveller from an order.
   * True when it was deleted.
   */
  async deleteApplication(id: string, guard: mongoose.mongo.Filter<StoredDocument>): Promise<boolean> {
    const report: RetentionReport = { unpaid: 0, paid: 0, files: 0, dependents: 0, sentEmails: 0, contactMessages: 0, expiredCounters: 0, bookkeeping: 0 };
    await this.pending.updateOne({ _id: id }, { $setOnInsert: { since: new Date() } }, { upsert: true });
    const { deletedCount } = await this.applications.deleteOne({ ...guard, _id: id });
    if (deletedCount) await this.deleteBelongings(id, report);
    await this.pending.deleteOne({ _id: id });
    return deletedCount > 0;
  }

  private get applications(): mongoose.mongo.Collection<StoredDocument> {
    return this.db.collection<StoredDocument>(this.connection.model(APPLICATION_MODEL).collection.collectionName);
  }

  private get db(): mongoose.mongo.Db {
    if (!this.connection.db) throw new Error('The database connection is not open');
    return this.connection.db;
  }

  private get pending(): mongoose.mongo.Collection<{ _id: string; since: Date }> {
    return this.db.collection<{ _id: string; since: Date }>(PENDING_COLLECTION);
  }

  /**
   * Deletes every application the filter matches (with its files and dependents); returns how many. With
   * `orderActiveSince`, an application of an order is kept while any application of its order changed
   * since then: an unpaid order goes as a whole, when every traveller has been idle for the period.
   */
  private async purge(filter: mongoose.mongo.Filter<StoredDocument>, report: RetentionReport, orderActiveSince?: Date): Promise<number> {
    let deleted = 0;
    const kept: string[] = [];
    for (;;) {
      const pending = kept.length ? { ...filter, _id: { $nin: kept } } : filter;
      const batch = await this.applications.find(pending, { projection: { _id: 1, orderLeadId: 1 }, limit: BATCH }).toArray();
      for (const { _id, orderLeadId } of batch) {
        const id = _id;
        if (orderActiveSince && typeof orderLeadId === 'string' && (await this.orderChangedSince(orderLeadId, orderActiveSince))) {
          kept.push(id);
          continue;
        }
        await this.pending.updateOne({ _id: id }, { $setOnInsert: { since: new Date() } }, { upsert: true });
        const { deletedCount } = await this.applications.deleteOne({ ...filter, _id });
        if (deletedCount) await this.deleteBelongings(id, report);
        await this.pending.deleteOne({ _id: id });
        deleted += deletedCount;
      }
      if (batch.length < BATCH) return deleted;
    }
  }

  /** Whether any application of the order led by `leadId` changed at or after `since`. */
  private async orderChangedSince(leadId: string, since: Date): Promise<boolean> {
    return Boolean(await this.applications.findOne({ orderLeadId: leadId, updatedAt: { $gte: since } }, { projection: { _id: 1 } }));
  }

  /** Completes deletions a previous run started and did not finish. */
  private async finishPending(report: RetentionReport): Promise<void> {
    for (const { _id: id } of await this.pending.find({}).toArray()) {
      if (!(await this.applications.findOne({ _id: id }, { projection: { _id: 1 } }))) {
        await this.deleteBelongings(id, report);
      }
      await this.pending.deleteOne({ _id: id });
    }
  }

  private async deleteBelongings(id: string, report: RetentionReport): Promise<void> {
    report.files += await this.deleteFiles(id);
    report.dependents += await this.deleteDependents(id);
  }

  private async deleteFiles(applicationId: string): Promise<number> {
    const bucket = new mongoose.mongo.GridFSBucket(this.db, { bucketName: UPLOADS_BUCKET });
    const files = await bucket.find({ 'metadata.applicationId': applicationId }, { projection: { _id: 1 } }).toArray();
    for (const file of files) {
      await bucket.delete(file._id).catch((error: Error) => {
        if (!/File not found/i.test(error.message)) throw error;
      });
    }
    return files.length;
  }

  private async deleteDependents(applicationId: string): Promise<number> {
    let count = 0;
    for (const { collection, field } of DEPENDENT_COLLECTIONS) {
      count += (await this.db.collection(collection).deleteMany({ [field]: applicationId })).deletedCount;
    }
    return count;
  }
}
