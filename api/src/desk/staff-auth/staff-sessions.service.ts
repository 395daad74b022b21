import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model, type QueryFilter } from 'mongoose';
import type { StaffAccount } from '@evisa/contracts';
import { AppConfig } from '../../platform/config/app-config';
import { STAFF_ACCOUNT_MODEL, type StoredStaffAccount } from './staff-account.schema';
import { STAFF_SESSION_MODEL, type StoredStaffSession } from './staff-session.schema';
import { newSecretToken, tokenDigest } from './secret-token';
import { toStaffAccount } from './staff-accounts.service';

/** A session is touched at most this often, so that reading the queue does not write on every request. */
const TOUCH_EVERY_MS = 30_000;

export type OpenSession = { id: string; csrfToken: string; staff: StaffAccount };

/**
 * Desk sessions, kept in the database so that every API instance knows them and an admin's "disable" ends them
 * at once. A session ends after STAFF_SESSION_IDLE_MINUTES without a request, or STAFF_SESSION_MAX_HOURS after
 * sign-in, or when its account is no longer active.
 */
@Injectable()
export class StaffSessionsService {
  constructor(
    @InjectModel(STAFF_SESSION_MODEL) private readonly sessions: Model<StoredStaffSession>,
    @InjectModel(STAFF_ACCOUNT_MODEL) private readonly accounts: Model<StoredStaffAccount>,
    private readonly config: AppConfig,
  ) {}

  /** Starts a session; the returned token goes into the cookie and nowhere else. */
  async open(staffId: string): Promise<{ token: string; csrfToken: string }> {
    const token = newSecretToken();
    const csrfToken = newSecretToken();
    const now = new Date();
    await this.sessions.create({ _id: tokenDigest(token), staffId, csrfToken, createdAt: now, lastSeenAt: now });
    const idleSince = new Date(now.getTime() - this.config.STAFF_SESSION_IDLE_MINUTES * 60_000);
    await this.sessions.deleteMany({ staffId, lastSeenAt: mongoose.trusted({ $lt: idleSince }) } as QueryFilter<StoredStaffSession>);
    return { token, csrfToken };
  }

  /** The live session of a cookie's token, touched; `expired` when it existed but has ended; null when unknown. */
  async resolve(token: string, now = new Date()): Promise<OpenSession | 'expired' | null> {
    const id = tokenDigest(token);
    const session = await this.sessions.findById(id).lean<StoredStaffSession>();
    if (!session) return null;
    const idle = now.getTime() - session.lastSeenAt.getTime() > this.config.STAFF_SESSION_IDLE_MINUTES * 60_000;
    const old = now.getTime() - session.createdAt.getTime() > this.config.STAFF_SESSION_MAX_HOURS * 3_600_000;
    const account = idle || old ? null : await this.accounts.findById(session.staffId).lean<StoredStaffAccount>();
    if (!account || account.state !== 'active') {
      await this.sessions.deleteOne({ _id: id });
      return 'expired';
    }
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await this.sessions.updateOne({ _id: id }, { $set: { lastSeenAt: now } });
    return { id, csrfToken: session.csrfToken, staff: toStaffAccount(account) };
  }

  async close(sessionId: string): Promise<void> {
    await this.sessions.deleteOne({ _id: sessionId });
  }
}
