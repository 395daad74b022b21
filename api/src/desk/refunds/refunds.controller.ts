import { Body, Controller, Get, Param, Post, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { ApiSuccess, RefundRecord, RefundSummary, StaffAccount } from '@evisa/contracts';
import type { AuditActor } from '../audit/audit.service';
import { envelope } from '../../platform/common/envelope';
import { Actor, AdminOnly } from '../staff-auth/staff-decorators';
import { StaffSessionGuard } from '../staff-auth/staff-session.guard';
import { RefundRequestDto } from './refunds.dto';
import { RefundsService } from './refunds.service';

/** Refunds at the desk: admins only. */
@ApiTags('staff')
@Controller('staff/applications/:applicationId/refunds')
@UseGuards(StaffSessionGuard)
@AdminOnly()
export class RefundsController {
  constructor(private readonly refunds: RefundsService) {}

  @Get()
  async summary(@Param('applicationId') applicationId: string): Promise<ApiSuccess<RefundSummary>> {
    return envelope(await this.refunds.summary(applicationId));
  }

  /** 201 with the new refund; 200 with the same refund when the request was made before. */
  @Post()
  async refund(
    @Param('applicationId') applicationId: string,
    @Body() body: RefundRequestDto,
    @Actor() actor: AuditActor,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApiSuccess<RefundRecord>> {
    const { refund, repeated } = await this.refunds.refund(applicationId, body, actor as AuditActor & { staff: StaffAccount });
    response.status(repeated ? 200 : 201);
    return envelope(refund, repeated ? 'OK' : 'Created', repeated ? 200 : 201);
  }
}
