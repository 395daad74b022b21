import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AUDIT_ENTRY_MODEL, AuditEntrySchema } from './audit-entry.schema';
import { AuditService } from './audit.service';

/** The append-only audit trail of staff actions; its admin-only reading routes live in the staff module. */
@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: AUDIT_ENTRY_MODEL, schema: AuditEntrySchema }])],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}
