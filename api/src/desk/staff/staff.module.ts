import { Module } from '@nestjs/common';
import { StaffController } from './staff.controller';

/** The admins' part of the desk: staff accounts and the audit trail (services from StaffAuthModule and AuditModule). */
@Module({ controllers: [StaffController] })
export class StaffModule {}
