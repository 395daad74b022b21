import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ApiSuccess, QueueItem, QueuePage, StaffAccount } from '@evisa/contracts';
import { envelope } from '../../platform/common/envelope';
import type { AuditActor } from '../audit/audit.service';
import { Actor, AdminOnly } from '../staff-auth/staff-decorators';
import { StaffSessionGuard } from '../staff-auth/staff-session.guard';
import { QueueAssignDto, QueueQueryDto } from './queue.dto';
import { QueueService } from './queue.service';

type StaffActor = AuditActor & { staff: StaffAccount };

/** The queue of paid applications, for every signed-in member of staff; assigning is for admins. */
@ApiTags('staff')
@Controller('staff/queue')
@UseGuards(StaffSessionGuard)
export class QueueController {
  constructor(private readonly queue: QueueService) {}

  @Get()
  async list(@Query() filters: QueueQueryDto, @Actor() actor: AuditActor): Promise<ApiSuccess<QueuePage>> {
    return envelope(await this.queue.list(filters, (actor as StaffActor).staff));
  }

  @Post(':applicationId/assign')
  @HttpCode(200)
  @AdminOnly()
  async assign(@Param('applicationId') applicationId: string, @Body() body: QueueAssignDto, @Actor() actor: AuditActor): Promise<ApiSuccess<QueueItem>> {
    return envelope(await this.queue.assign(applicationId, body.staffId, actor as StaffActor));
  }

  @Post(':applicationId/claim')
  @HttpCode(200)
  async claim(@Param('applicationId') applicationId: string, @Actor() actor: AuditActor): Promise<ApiSuccess<QueueItem>> {
    return envelope(await this.queue.claim(applicationId, actor as StaffActor));
  }

  @Post(':applicationId/release')
  @HttpCode(200)
  async release(@Param('applicationId') applicationId: string, @Actor() actor: AuditActor): Promise<ApiSuccess<QueueItem>> {
    return envelope(await this.queue.release(applicationId, actor as StaffActor));
  }
}
