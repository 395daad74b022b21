import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ApiSuccess, CorrectionRound, StaffAccount } from '@evisa/contracts';
import type { AuditActor } from '../audit/audit.service';
import { envelope } from '../../platform/common/envelope';
import { Actor } from '../staff-auth/staff-decorators';
import { StaffSessionGuard } from '../staff-auth/staff-session.guard';
import { CorrectionExtendDto, CorrectionRequestDto } from './corrections.dto';
import { CorrectionsService } from './corrections.service';

type StaffActor = AuditActor & { staff: StaffAccount };

/** The desk asks for corrections, reads each round with what the applicant changed, and withdraws, resends or extends the open one. */
@ApiTags('staff')
@Controller('staff/applications/:applicationId/corrections')
@UseGuards(StaffSessionGuard)
export class CorrectionsController {
  constructor(private readonly corrections: CorrectionsService) {}

  @Get()
  async list(@Param('applicationId') applicationId: string): Promise<ApiSuccess<CorrectionRound[]>> {
    return envelope(await this.corrections.rounds(applicationId));
  }

  @Post('withdraw')
  @HttpCode(200)
  async withdraw(@Param('applicationId') applicationId: string, @Actor() actor: AuditActor): Promise<ApiSuccess<CorrectionRound>> {
    return envelope(await this.corrections.withdraw(applicationId, actor as StaffActor));
  }

  @Post('resend')
  @HttpCode(200)
  async resend(@Param('applicationId') applicationId: string, @Actor() actor: AuditActor): Promise<ApiSuccess<CorrectionRound>> {
    return envelope(await this.corrections.resend(applicationId, actor as StaffActor));
  }

  @Post('extend')
  @HttpCode(200)
  async extend(@Param('applicationId') applicationId: string, @Body() body: CorrectionExtendDto, @Actor() actor: AuditActor): Promise<ApiSuccess<CorrectionRound>> {
    return envelope(await this.corrections.extend(applicationId, body.days, actor as StaffActor));
  }

  @Post()
  @HttpCode(201)
  async request(@Param('applicationId') applicationId: string, @Body() body: CorrectionRequestDto, @Actor() actor: AuditActor): Promise<ApiSuccess<CorrectionRound>> {
    return envelope(await this.corrections.request(applicationId, body, actor as StaffActor), 'Created', 201);
  }
}
