import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PasswordHasher } from './password-hasher';
import { SignInAttemptsService } from './sign-in-attempts.service';
import { STAFF_ACCOUNT_MODEL, StaffAccountSchema } from './staff-account.schema';
import { StaffAccountsService } from './staff-accounts.service';
import { StaffAuthController } from './staff-auth.controller';
import { StaffAuthService } from './staff-auth.service';
import { StaffSessionGuard } from './staff-session.guard';
import { STAFF_SESSION_MODEL, StaffSessionSchema } from './staff-session.schema';
import { StaffSessionsService } from './staff-sessions.service';
import { Totp } from './totp';

/**
 * Staff accounts, their sign-in (argon2id password + TOTP) and desk sessions, and the guard every desk route
 * uses. Separate from the applicant's access (src/access) by design: neither reads the other's cookie.
 */
@Global()
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: STAFF_ACCOUNT_MODEL, schema: StaffAccountSchema },
      { name: STAFF_SESSION_MODEL, schema: StaffSessionSchema },
    ]),
  ],
  controllers: [StaffAuthController],
  providers: [PasswordHasher, Totp, SignInAttemptsService, StaffAccountsService, StaffSessionsService, StaffAuthService, StaffSessionGuard],
  exports: [StaffAccountsService, StaffSessionsService, StaffSessionGuard],
})
export class StaffAuthModule {}
