import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { RateLimiterMongo } from 'rate-limiter-flexible';
import { ROUTES } from '@evisa/contracts';
import { ApplicationsRepository } from '../applications/applications.repository';
import { ONE_CLICK_PATH } from '../../platform/common/accepted-content-types';
import { LimitStore } from '../../platform/common/limit-store';
import { AppConfig } from '../../platform/config/app-config';
import { EmailOutboxService } from '../../platform/notifications/email-outbox.service';
import { renderDraftReminder, renderDraftResume, renderResumeLink } from '../../platform/notifications/templates/draft-emails';
import { resumeLinkSecret, signResumeLink } from '../lookup/resume-link';
import { addressKey, EMAIL_OPT_OUT_MODEL, type EmailOptOut } from './email-opt-out.schema';
import { encodeOptOutToken } from './opt-out-token';

/** The opt-out route; the site proxies the API under `/api` (ARCHITECTURE 2). */
export const UNSUBSCRIBE_PATH = ONE_CLICK_PATH;

const BATCH = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * E-mails about an application before it is paid: right after step 1 the temporary number with a
 * link to continue, and once, DRAFT_REMINDER_DAYS after the last change of an unpaid application, a reminder
 * with a one-click opt-out; and on request from the resume page, a link to the application. All in the
 * language the applicant used. The link names the resume page with the number and a signed token in the fragment
 * only: no date of birth or passport data ever appears in a URL.
 */
@Injectable()
export class DraftEmailsService {
  private readonly logger = new Logger('DraftEmails');

  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly outbox: EmailOutboxService,
    private readonly limits: LimitStore,
    private readonly config: AppConfig,
    @InjectModel(EMAIL_OPT_OUT_MODEL) private readonly optOuts: Model<EmailOptOut>,
  ) {}

  private get site(): string {
    return this.config.SITE_URL.replace(/\/$/, '');
  }

  /** The resume page with the number and a signed link token in the fragment (lookup/resume-link.ts). */
  resumeUrl(applicationId: string, now = Date.now()): string {
    const expiresAt = Math.floor(now / 1000) + this.config.RESUME_LINK_DAYS * 86_400;
    return `${this.site}${ROUTES.partialFilled}#${applicationId}:${signResumeLink(applicationId, expiresAt, resumeLinkSecret(this.config))}`;
  }

  unsubscribeUrl(applicationId: string, language: string): string {
    const token = encodeOptOutToken({ applicationId, language }, this.config.ACCESS_SECRET);
    return `${this.site}/api${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
  }

  /**
   * Sends the number of a new application (once: one mail per application) to its address, unless that address has
   * had DRAFT_EMAILS_PER_ADDRESS of these already in the window, so the form cannot be used to flood someone's
   * mailbox. Counted per recipient, not per client address: an office, a hotel or a family behind one address
   * applies many times. Never fails the creation: answers whether the mail was queued, for the screen to say.
   */
  async afterCreate(applicationId: string, email: string, language: string | undefined): Promise<boolean> {
    try {
      if (!(await this.withinLimit(email))) {
        this.logger.log(`no number e-mail for ${applicationId}: the address reached its limit`);
        return false;
      }
      const mail = renderDraftResume(language, { applicationId, resumeUrl: this.resumeUrl(applicationId), keptDays: this.config.RETENTION_DRAFT_DAYS });
      await this.outbox.enqueueRendered(`draft-resume:${applicationId}`, 'draftResume', mail, { applicationId, to: email });
      return true;
    } catch (error) {
      this.logger.warn(`number e-mail for ${applicationId} not queued: ${(error as Error).message}`);
      return false;
    }
  }

  /**
   * "E-mail me a link to my application": the resume link goes to the address the application was
   * made with, never to one the asker gives, at most RESUME_LINKS_PER_APPLICATION times per window. The caller
   * answers the same whether anything was sent or not.
   */
  async sendResumeLink(applicationId: string): Promise<void> {
    const record = await this.applications.find(applicationId);
    if (!record?.email) return;
    const limiter = this.limits.limiter('resume_link_application', this.config.RESUME_LINKS_PER_APPLICATION, this.config.DRAFT_EMAIL_WINDOW_HOURS * 3600);
    if (!(await this.consume(limiter, record.uniqueId))) {
      this.logger.log(`no resume link for ${record.uniqueId}: the application reached its limit`);
      return;
    }
    // The language the applicant chose is stored with the application, outside its answers.
    const mail = renderResumeLink((record as { language?: string }).language, {
      applicationId: record.uniqueId,
      resumeUrl: this.resumeUrl(record.uniqueId),
      keptDays: this.config.RETENTION_DRAFT_DAYS,
      linkDays: this.config.RESUME_LINK_DAYS,
    });
    await this.outbox.enqueueRendered(`resume-link:${record.uniqueId}:${randomUUID()}`, 'resumeLink', mail, { applicationId: record.uniqueId, to: record.email });
  }

  private withinLimit(email: string): Promise<boolean> {
    const limiter = this.limits.limiter('draft_email_address', this.config.DRAFT_EMAILS_PER_ADDRESS, this.config.DRAFT_EMAIL_WINDOW_HOURS * 3600);
    return this.consume(limiter, addressKey(email));
  }

  /** Takes one from the count; false when it is full. */
  private async consume(limiter: RateLimiterMongo, key: string): Promise<boolean> {
    try {
      await limiter.consume(key);
      return true;
    } catch (refusal) {
      if (refusal instanceof Error) throw refusal;
      return false;
    }
  }

  /** Queues the reminder of every unpaid application due for one (one batch); answers how many were queued. */
  async remindDue(now = new Date()): Promise<number> {
    if (this.config.DRAFT_REMINDER_DAYS === 0) return 0;
    const due = await this.applications.unremindedDrafts(new Date(now.getTime() - this.config.DRAFT_REMINDER_DAYS * DAY_MS), BATCH);
    let queued = 0;
    for (const draft of due) {
      // Recorded first: whatever happens next, an application is never reminded twice.
      if (!(await this.applications.markReminded(draft.uniqueId, now))) continue;
      if (!draft.email || (await this.optOuts.exists({ _id: addressKey(draft.email) }).exec())) continue;
      const language = draft.language ?? 'en';
      const unsubscribeUrl = this.unsubscribeUrl(draft.uniqueId, language);
      const mail = renderDraftReminder(language, {
        applicationId: draft.uniqueId,
        resumeUrl: this.resumeUrl(draft.uniqueId),
        keptDays: this.config.RETENTION_DRAFT_DAYS,
        unsubscribeUrl,
      });
      await this.outbox.enqueueRendered(`draft-reminder:${draft.uniqueId}`, 'draftReminder', mail, {
        applicationId: draft.uniqueId,
        to: draft.email,
        headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      queued += 1;
    }
    return queued;
  }

  /** Stops reminders to the address of that application (now and for its later applications). */
  async optOut(applicationId: string): Promise<void> {
    const record = await this.applications.find(applicationId);
    if (!record?.email) return;
    await this.optOuts.updateOne({ _id: addressKey(record.email) }, { $setOnInsert: { _id: addressKey(record.email) } }, { upsert: true }).exec();
  }
}
