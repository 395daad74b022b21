import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ApiSuccess, HistoryEvent } from '@evisa/contracts';
import { envelope } from '../../platform/common/envelope';
import { normaliseApplicationId } from '../../applicant/applications/application-id';
import type { OpenSession } from '../staff-auth/staff-sessions.service';
import { AdminOnly, CurrentSession } from '../staff-auth/staff-decorators';
import { StaffSessionGuard } from '../staff-auth/staff-session.guard';
import { CaseHistoryService } from './case-history.service';

/** A case's history for every member of staff (with the client addresses for admins), and the account trail for admins. */
@ApiTags('staff')
@Controller('staff')
@UseGuards(StaffSessionGuard)
export class HistoryController {
  constructor(private readonly history: CaseHistoryService) {}

  @Get('applications/:applicationId/history')
  async application(@Param('applicationId') applicationId: string, @CurrentSession() session: OpenSession): Promise<ApiSuccess<HistoryEvent[]>> {
    return envelope(await this.history.forApplication(normaliseApplicationId(applicationId) ?? applicationId, session.staff.role === 'admin'));
  }

  @Get('account-history')
  @AdminOnly()
  async accounts(): Promise<ApiSuccess<HistoryEvent[]>> {
    return envelope(await this.history.forAccounts());
  }
}
