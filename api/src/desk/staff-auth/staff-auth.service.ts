import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Request } from 'express';
import type { Model } from 'mongoose';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH, type StaffAccount, type TotpEnrolment } from '@evisa/contracts';
import { TooManyAttemptsException } from '../../platform/common/too-many-attempts.exception';
import { PasswordHasher } from './password-hasher';
import { STAFF_ACCOUNT_MODEL, type StoredStaffAccount } from './staff-account.schema';
import { normaliseStaffEmail, toStaffAccount } from './staff-accounts.service';
import { StaffException } from './staff-errors';
import { StaffSessionsService } from './staff-sessions.service';
import { SignInAttemptsService } from './sign-in-attempts.service';
import { tokenDigest } from './secret-token';
import { Totp } from './totp';

/** Defined once in the contracts: the desk reads the same shape. */
export type { TotpEnrolment };

export type SignedIn = { staff: StaffAccount; token: string; csrfToken: string };

/** Setting up an account from its one-time link (password, then authenticator), and signing in with both. */
@Injectable()
export class StaffAuthService {
  constructor(
    @InjectModel(STAFF_ACCOUNT_MODEL) private readonly accounts: Model<StoredStaffAccount>,
    private readonly passwords: PasswordHasher,
    private readonly totp: Totp,
    private readonly sessions: StaffSessionsService,
    private readonly attempts: SignInAttemptsService,
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
    if (password.length < STAFF_PASSWORD_MIN_LENGTH) throw new StaffException(HttpStatus.BAD_REQUEST, 'passwordTooShort');
    if (password.length > STAFF_PASSWORD_MAX_LENGTH) throw new StaffException(HttpStatus.BAD_REQUEST, 'passwordTooLong');
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
   * Password and authenticator code together. Every refusal has the same answer and counts as a failure; a locked
   * address or client is refused before anything is checked. A code is accepted once only.
   */
  async signIn(request: Request, emailTyped: string, password: string, code: string): Promise<SignedIn> {
    const email = normaliseStaffEmail(emailTyped);
    const wait = this.attempts.lockedForSeconds(request, email);
    if (wait > 0) throw new TooManyAttemptsException(wait);
    const account = await this.accounts.findOne({ email }).lean<StoredStaffAccount>();
    const passwordRight = await this.passwords.verify(account?.passwordHash, password);
    const step = passwordRight && account?.state === 'active' ? this.totp.check(account.totpSecret, code, account.lastTotpStep ?? -1) : null;
    const claimed =
      step !== null && account
        ? await this.accounts.findOneAndUpdate({ _id: account._id, state: 'active', lastTotpStep: account.lastTotpStep ?? null }, { $set: { lastTotpStep: step } }).lean()
        : null;
    if (!account || !claimed) {
      this.attempts.recordFailure(request, email);
      throw new StaffException(HttpStatus.UNAUTHORIZED, 'signInFailed');
    }
    this.attempts.clear(email);
    const { token, csrfToken } = await this.sessions.open(account._id);
    return { staff: toStaffAccount(account), token, csrfToken };
  }
}
