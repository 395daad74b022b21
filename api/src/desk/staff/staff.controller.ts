import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ApiSuccess, AuditEntry, StaffAccount, StaffRole } from '@evisa/contracts';
import { envelope } from '../../platform/common/envelope';
import { normaliseApplicationId } from '../../applicant/applications/application-id';
import { AuditService, type AuditActor } from '../audit/audit.service';
import { Actor, AdminOnly } from '../staff-auth/staff-decorators';
import { StaffAccountsService, type StaffWithSetupLink } from '../staff-auth/staff-accounts.service';
import { StaffSessionGuard } from '../staff-auth/staff-session.guard';
import { AddStaffDto } from './staff.dto';

/** What admins do with staff accounts in the desk (add, disable, enable, reset) and the audit trail they read. */
@ApiTags('staff')
@Controller('staff')
@UseGuards(StaffSessionGuard)
@AdminOnly()
export class StaffController {
  constructor(
    private readonly accounts: StaffAccountsService,
    private readonly audit: AuditService,
  ) {}

  @Get('accounts')
  async list(): Promise<ApiSuccess<StaffAccount[]>> {
    return envelope(await this.accounts.list());
  }

  @Post('accounts')
  @HttpCode(201)
  async add(@Body() body: AddStaffDto, @Actor() actor: AuditActor): Promise<ApiSuccess<StaffWithSetupLink>> {
    return envelope(await this.accounts.add({ email: body.email, name: body.name, role: body.role as StaffRole }, actor), 'Created', 201);
  }

  @Post('accounts/:staffId/disable')
  @HttpCode(200)
  async disable(@Param('staffId') staffId: string, @Actor() actor: AuditActor): Promise<ApiSuccess<StaffAccount>> {
    return envelope(await this.accounts.disable(staffId, actor));
  }

  @Post('accounts/:staffId/enable')
  @HttpCode(200)
  async enable(@Param('staffId') staffId: string, @Actor() actor: AuditActor): Promise<ApiSuccess<StaffAccount>> {
    return envelope(await this.accounts.enable(staffId, actor));
  }

  @Post('accounts/:staffId/reset')
  @HttpCode(200)
  async reset(@Param('staffId') staffId: string, @Actor() actor: AuditActor): Promise<ApiSuccess<StaffWithSetupLink>> {
    return envelope(await this.accounts.reset(staffId, actor));
  }

  /** The trail of staff-account actions, newest first. */
  @Get('audit')
  async accountsAudit(): Promise<ApiSuccess<AuditEntry[]>> {
    return envelope(await this.audit.forAccounts());
  }

  /** Everything staff did to one application, oldest first. */
  @Get('applications/:applicationId/audit')
  async applicationAudit(@Param('applicationId') applicationId: string): Promise<ApiSuccess<AuditEntry[]>> {
    return envelope(await this.audit.forApplication(normaliseApplicationId(applicationId) ?? applicationId));
  }
}
