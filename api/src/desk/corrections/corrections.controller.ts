import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ApiSuccess, CorrectionRound, StaffAccount } from '@evisa/contracts';
import type { AuditActor } from '../audit/audit.service';
import { envelope } from '../../platform/common/envelope';
import { Actor } from '../staff-auth/staff-decorators';
import { StaffSessionGuard } from '../staff-auth/staff-session.guard';
import { CorrectionRequestDto } from './corrections.dto';
import { CorrectionsService } from './corrections.service';

/** The desk asks for corrections and reads each round with what the applicant changed. */
@ApiTags('staff')
@Controller('staff/applications/:applicationId/corrections')
@UseGuards(StaffSessionGuard)
export class CorrectionsController {
  constructor(private readonly corrections: CorrectionsService) {}

  @Get()
  async list(@Param('applicationId') applicationId: string): Promise<ApiSuccess<CorrectionRound[]>> {
    return envelope(await this.corrections.rounds(applicationId));
  }

  @Post()
  @HttpCode(201)
  async request(@Param('applicationId') applicationId: string, @Body() body: CorrectionRequestDto, @Actor() actor: AuditActor): Promise<ApiSuccess<CorrectionRound>> {
    return envelope(await this.corrections.request(applicationId, body, actor as AuditActor & { staff: StaffAccount }), 'Created', 201);
  }
}
