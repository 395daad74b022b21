import { type DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit/audit.module';
import type { AppConfig } from '../../platform/config/app-config';
import { ConfigModule } from '../../platform/config/config.module';
import '../../platform/database/database.module'; // the same mongoose settings as the API (sanitizeFilter, strictQuery)
import { STAFF_ACCOUNT_MODEL, StaffAccountSchema } from '../staff-auth/staff-account.schema';
import { StaffAccountsService } from '../staff-auth/staff-accounts.service';
import { STAFF_SESSION_MODEL, StaffSessionSchema } from '../staff-auth/staff-session.schema';

/**
 * What `npm run staff` needs and nothing more: the configuration, the database (one attempt: a command line
 * should say at once that the database is not running) and the staff accounts service with its audit trail.
 */
@Module({})
export class StaffCliModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: StaffCliModule,
      imports: [
        ConfigModule.forRoot(config),
        MongooseModule.forRoot(config.MONGODB_URI, { serverSelectionTimeoutMS: 5000, retryAttempts: 0, autoIndex: false }),
        MongooseModule.forFeature([
          { name: STAFF_ACCOUNT_MODEL, schema: StaffAccountSchema },
          { name: STAFF_SESSION_MODEL, schema: StaffSessionSchema },
        ]),
        AuditModule,
      ],
      providers: [StaffAccountsService],
    };
  }
}
