import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Request } from 'express';
import type { Model } from 'mongoose';
import type { StaffAccount, TotpEnrolment } from '@evisa/contracts';
import { TooManyAttemptsException } from '../../platform/common/too-many-attempts.exception';
import { AppConfig } from '../../platform/config/app-config';
import { AuditService } from '../audit/audit.service';
import { PasswordHasher } from './password-hasher';
import { STAFF_ACCOUNT_MODEL, type StoredStaffAccount } from './staff-account.schema';
import { normaliseStaffEmail, toStaffAccount } from './staff-accounts.service';
import { StaffException } from './staff-errors';
import { StaffSessionsService } from './staff-sessions.service';
import { SignInAttemptsService, type SignInAttempt } from './sign-in-attempts.service';
import { deviceOf, newDeviceCookie } from './device-cookie';
import { staffPasswordProblem } from './password-policy';
import { tokenDigest } from './secret-token';
import { Totp } from './totp';

/** Defined once in the contracts: the desk reads the same shape. */
export type { TotpEnrolment };

/** A session, and the device cookie the browser keeps (device-cookie.ts). */
export type SignedIn = { staff: StaffAccount; token: string; csrfToken: string; device: string };

/** Setting up an account from its one-time link (password, then authenticator), and signing in with both. */
@Injectable()
export class StaffAuthService {
  constructor(
    @InjectModel(STAFF_ACCOUNT_MODEL) private readonly accounts: Model<StoredStaffAccount>,
    private readonly passwords: PasswordHasher,
    private readonly totp: Totp,
    private readonly sessions: StaffSessionsService,
    private readonly attempts: SignInAttemptsService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  private async bySetupToken(token: string): Promise<StoredStaffAccount> {
    const found = await this.accounts.findOne({ setupTokenHash: tokenDigest(token) }).lean<StoredStaffAccount>();
    if (!found || found.state !== 'pending' || !found.setupExpiresAt || found.setupExpiresAt.getTime() < Date.now()) {
      throw new StaffException(HttpStatus.GONE, 'setupLinkInvalid');
    }
    return found;
  }

  /** Step 1 of set-up: the password (kept as an argon2id hash) and a new authenticator secret to enrol. */
  async setPassword(token: string, password: string): Promise<TotpEnrolment> {
    const account = await this.bySetupToken(token);
    const problem = staffPasswordProblem(password, account);
    if (problem) throw new StaffException(HttpStatus.BAD_REQUEST, problem);
    const secret = this.totp.newSecret();
    const passwordHash = await this.passwords.hash(password);
    await this.accounts.updateOne({ _id: account._id, state: 'pending' }, { $set: { passwordHash, pendingTotpSecret: secret } });
    return { email: account.email, name: account.name, otpauthUri: this.totp.uri(account.email, secret), secret };
  }

  /** Step 2 of set-up: a code from the newly enrolled authenticator makes the account active and spends the link. */
  async confirmTotp(token: string, code: string): Promise<StaffAccount> {
    const account = await this.bySetupToken(token);
    if (!account.passwordHash || !account.pendingTotpSecret) throw new StaffException(HttpStatus.CONFLICT, 'passwordNotSetYet');
    const step = this.totp.check(account.pendingTotpSecret, code);
    if (step === null) throw new StaffException(HttpStatus.BAD_REQUEST, 'totpCodeInvalid');
    const updated = await this.accounts
      .findOneAndUpdate(
        { _id: account._id, state: 'pending', setupTokenHash: account.setupTokenHash },
        { $set: { state: 'active', totpSecret: account.pendingTotpSecret, lastTotpStep: step }, $unset: { pendingTotpSecret: 1, setupTokenHash: 1, setupExpiresAt: 1 } },
        { returnDocument: 'after' },
      )
      .lean<StoredStaffAccount>();
    if (!updated) throw new StaffException(HttpStatus.GONE, 'setupLinkInvalid');
    return toStaffAccount(updated);
  }

  /**
   * Password and authenticator code together. Every refusal has the same answer and counts as a failure; an
   * attempt that must still wait (sign-in-attempts.service.ts) is refused before anything is checked. A code is
   * accepted once only. A browser that signed in before holds the account's device cookie and is counted on its
   * own; a successful sign-in gives the browser one. Every failure, wait imposed and attempt refused while
   * waiting is in the audit trail with the address and the account.
   */
  async signIn(request: Request, emailTyped: string, password: string, code: string, deviceCookie: unknown): Promise<SignedIn> {
    const email = normaliseStaffEmail(emailTyped);
    const account = await this.accounts.findOne({ email }).lean<StoredStaffAccount>();
    const attempt: SignInAttempt = { request, email, device: account ? deviceOf(deviceCookie, String(account._id), this.config) : undefined };
    // Nobody is signed in yet: the entries name the account tried, never as the one who acted.
    const actor = { staff: null, request };
    const tried = { email, accountId: account ? String(account._id) : null, knownDevice: attempt.device !== undefined };
    const wait = await this.attempts.waitSeconds(attempt);
    if (wait > 0) {
      await this.audit.record(actor, 'staff.signInThrottled', null, { ...tried, waitSeconds: wait });
      throw new TooManyAttemptsException(wait);
    }
    const passwordRight = await this.passwords.verify(account?.passwordHash, password);
    const step = passwordRight && account?.state === 'active' ? this.totp.check(account.totpSecret, code, account.lastTotpStep ?? -1) : null;
    const claimed =
      step !== null && account
        ? await this.accounts.findOneAndUpdate({ _id: account._id, state: 'active', lastTotpStep: account.lastTotpStep ?? null }, { $set: { lastTotpStep: step } }).lean()
        : null;
    if (!account || !claimed) {
      const delays = await this.attempts.recordFailure(attempt);
      await this.audit.record(actor, 'staff.signInFailed', null, tried);
      for (const delay of delays) await this.audit.record(actor, 'staff.signInLocked', null, { ...tried, ...delay });
      throw new StaffException(HttpStatus.UNAUTHORIZED, 'signInFailed');
    }
    await this.attempts.clear(attempt);
    const { token, csrfToken } = await this.sessions.open(account._id);
    const device = attempt.device ? String(deviceCookie) : newDeviceCookie(String(account._id), this.config);
    return { staff: toStaffAccount(account), token, csrfToken, device };
  }
}
