import { BadRequestException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { randomBytes } from 'node:crypto';
import type { Model } from 'mongoose';
import { DESK_ROUTES, isStaffRole, isValidEmail, MESSAGES, type StaffAccount, type StaffRole, type StaffWithSetupLink } from '@evisa/contracts';
import { AppConfig } from '../../platform/config/app-config';
import { AuditService, type AuditActor } from '../audit/audit.service';
import { STAFF_ACCOUNT_MODEL, type StoredStaffAccount } from './staff-account.schema';
import { STAFF_SESSION_MODEL, type StoredStaffSession } from './staff-session.schema';
import { newSecretToken, tokenDigest } from './secret-token';
import { StaffException } from './staff-errors';

const DUPLICATE_KEY = 11000;
const NAME_MAX_LENGTH = 120;

export type NewStaff = { email: string; name: string; role: StaffRole };

/** Defined once in the contracts: the desk reads the same shape. */
export type { StaffWithSetupLink };

export function normaliseStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toStaffAccount(stored: StoredStaffAccount): StaffAccount {
  return { id: stored._id, email: stored.email, name: stored.name, role: stored.role, state: stored.state, createdAt: stored.createdAt.toISOString() };
}

/** Adding, listing, disabling, enabling and resetting staff accounts: what the CLI and the admins' desk do. */
@Injectable()
export class StaffAccountsService {
  constructor(
    @InjectModel(STAFF_ACCOUNT_MODEL) private readonly accounts: Model<StoredStaffAccount>,
    @InjectModel(STAFF_SESSION_MODEL) private readonly sessions: Model<StoredStaffSession>,
    private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  private setupLink(token: string): string {
    // The token travels in the fragment: browsers send it neither to servers nor in Referer headers.
    return `${this.config.SITE_URL.replace(/\/$/, '')}${DESK_ROUTES.setup}#${token}`;
  }

  private newSetup(): { token: string; setupTokenHash: string; setupExpiresAt: Date } {
    const token = newSecretToken();
    return { token, setupTokenHash: tokenDigest(token), setupExpiresAt: new Date(Date.now() + this.config.STAFF_SETUP_LINK_HOURS * 3_600_000) };
  }

  /** Refuses a bad e-mail, name or role with a message naming the field (the CLI prints it; the API answers 400). */
  private check(input: NewStaff): Record<string, string> {
    const errors: Record<string, string> = {};
    if (!isValidEmail(input.email)) errors.email = 'Please enter a valid email address';
    if (typeof input.name !== 'string' || !input.name.trim() || input.name.trim().length > NAME_MAX_LENGTH) errors.name = `Please enter a name of 1 to ${NAME_MAX_LENGTH} characters`;
    if (!isStaffRole(input.role)) errors.role = 'The role must be reviewer or admin';
    return errors;
  }

  async add(input: NewStaff, actor: AuditActor): Promise<StaffWithSetupLink> {
    const errors = this.check(input);
    if (Object.keys(errors).length) throw new StaffFieldErrors(errors);
    const { token, setupTokenHash, setupExpiresAt } = this.newSetup();
    try {
      const created = await this.accounts.create({
        _id: `ST${randomBytes(9).toString('hex').toUpperCase()}`,
        email: normaliseStaffEmail(input.email),
        name: input.name.trim(),
        role: input.role,
        state: 'pending',
        setupTokenHash,
        setupExpiresAt,
      });
      const account = toStaffAccount(created.toObject());
      await this.audit.record(actor, 'staff.added', null, { account: account.id, email: account.email, role: account.role });
      return { account, setupLink: this.setupLink(token) };
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) throw new StaffException(HttpStatus.CONFLICT, 'emailTaken');
      throw error;
    }
  }

  async list(): Promise<StaffAccount[]> {
    const found = await this.accounts.find().sort({ createdAt: 1 }).lean<StoredStaffAccount[]>();
    return found.map(toStaffAccount);
  }

  /** An active member of staff by id, or null (unknown or disabled): whom work can be given to. */
  async active(id: string): Promise<StaffAccount | null> {
    const found = await this.accounts.findById(id).lean<StoredStaffAccount>();
    return found && toStaffAccount(found).state === 'active' ? toStaffAccount(found) : null;
  }

  private async existing(id: string): Promise<StoredStaffAccount> {
    const found = await this.accounts.findById(id).lean<StoredStaffAccount>();
    if (!found) throw new StaffException(HttpStatus.NOT_FOUND, 'staffNotFound');
    return found;
  }

  private refuseSelf(id: string, actor: AuditActor): void {
    if (actor.staff?.id === id) throw new StaffException(HttpStatus.CONFLICT, 'cannotDisableSelf');
  }

  /** Disabling ends every session of the account at once. */
  async disable(id: string, actor: AuditActor): Promise<StaffAccount> {
    this.refuseSelf(id, actor);
    const before = await this.existing(id);
    const after = await this.accounts.findByIdAndUpdate(id, { $set: { state: 'disabled' } }, { returnDocument: 'after' }).lean<StoredStaffAccount>();
    await this.sessions.deleteMany({ staffId: id });
    await this.audit.record(actor, 'staff.disabled', null, { account: id, state: { from: before.state, to: 'disabled' } });
    return toStaffAccount(after!);
  }

  /** Back to active if the owner had finished set-up, else to pending (their set-up link may still work). */
  async enable(id: string, actor: AuditActor): Promise<StaffAccount> {
    const before = await this.existing(id);
    const state = before.passwordHash && before.totpSecret ? 'active' : 'pending';
    const after = await this.accounts.findByIdAndUpdate(id, { $set: { state } }, { returnDocument: 'after' }).lean<StoredStaffAccount>();
    await this.audit.record(actor, 'staff.enabled', null, { account: id, state: { from: before.state, to: state } });
    return toStaffAccount(after!);
  }

  /** Forgets the password and the authenticator, ends every session and makes a new set-up link. */
  async reset(id: string, actor: AuditActor): Promise<StaffWithSetupLink> {
    this.refuseSelf(id, actor);
    const before = await this.existing(id);
    const { token, setupTokenHash, setupExpiresAt } = this.newSetup();
    const after = await this.accounts
      .findByIdAndUpdate(
        id,
        { $set: { state: 'pending', setupTokenHash, setupExpiresAt }, $unset: { passwordHash: 1, totpSecret: 1, pendingTotpSecret: 1, lastTotpStep: 1 } },
        { returnDocument: 'after' },
      )
      .lean<StoredStaffAccount>();
    await this.sessions.deleteMany({ staffId: id });
    await this.audit.record(actor, 'staff.reset', null, { account: id, state: { from: before.state, to: 'pending' } });
    return { account: toStaffAccount(after!), setupLink: this.setupLink(token) };
  }
}

/** Bad fields of a new account, each with its message. */
export class StaffFieldErrors extends BadRequestException {
  constructor(readonly errors: Record<string, string>) {
    super({ message: MESSAGES.correctHighlightedErrors, errors });
  }
}
