import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ApiSuccess, BulkResult, QueueItem, QueuePage, StaffAccount } from '@evisa/contracts';
import { envelope } from '../../platform/common/envelope';
import type { AuditActor } from '../audit/audit.service';
import { Actor, AdminOnly } from '../staff-auth/staff-decorators';
import { StaffSessionGuard } from '../staff-auth/staff-session.guard';
import { BulkAssignDto, BulkDto, QueueAssignDto, QueueQueryDto } from './queue.dto';
import { QueueBulkService } from './queue-bulk.service';
import { QueueService } from './queue.service';

type StaffActor = AuditActor & { staff: StaffAccount };

/** The queue of paid applications, for every signed-in member of staff; assigning is for admins. */
@ApiTags('staff')
@Controller('staff/queue')
@UseGuards(StaffSessionGuard)
export class QueueController {
  constructor(
    private readonly queue: QueueService,
    private readonly bulk: QueueBulkService,
  ) {}

  @Get()
  async list(@Query() filters: QueueQueryDto, @Actor() actor: AuditActor): Promise<ApiSuccess<QueuePage>> {
    return envelope(await this.queue.list(filters, (actor as StaffActor).staff));
  }

  /** Several cases at once: one outcome per case (BulkResult). */
  @Post('claim')
  @HttpCode(200)
  async claimSeveral(@Body() body: BulkDto, @Actor() actor: AuditActor): Promise<ApiSuccess<BulkResult>> {
    return envelope(await this.bulk.run('claim', body.applicationIds, actor as StaffActor));
  }

  @Post('assign')
  @HttpCode(200)
  @AdminOnly()
  async assignSeveral(@Body() body: BulkAssignDto, @Actor() actor: AuditActor): Promise<ApiSuccess<BulkResult>> {
    return envelope(await this.bulk.run('assign', body.applicationIds, actor as StaffActor, body.staffId));
  }

  @Post('export')
  @HttpCode(200)
  async exportSeveral(@Body() body: BulkDto, @Actor() actor: AuditActor): Promise<ApiSuccess<BulkResult>> {
    return envelope(await this.bulk.run('export', body.applicationIds, actor as StaffActor));
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
