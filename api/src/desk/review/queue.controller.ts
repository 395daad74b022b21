import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ApiSuccess, QueueItem, StaffAccount } from '@evisa/contracts';
import { envelope } from '../../platform/common/envelope';
import type { AuditActor } from '../audit/audit.service';
import { Actor } from '../staff-auth/staff-decorators';
import { StaffSessionGuard } from '../staff-auth/staff-session.guard';
import { QueueQueryDto } from './queue.dto';
import { QueueService } from './queue.service';

/** The queue of paid applications, for every signed-in member of staff. */
@ApiTags('staff')
@Controller('staff/queue')
@UseGuards(StaffSessionGuard)
export class QueueController {
  constructor(private readonly queue: QueueService) {}

  @Get()
  async list(@Query() filters: QueueQueryDto): Promise<ApiSuccess<QueueItem[]>> {
    return envelope(await this.queue.list(filters));
  }

  @Post(':applicationId/claim')
  @HttpCode(200)
  async claim(@Param('applicationId') applicationId: string, @Actor() actor: AuditActor): Promise<ApiSuccess<QueueItem>> {
    return envelope(await this.queue.claim(applicationId, actor as AuditActor & { staff: StaffAccount }));
  }

  @Post(':applicationId/release')
  @HttpCode(200)
  async release(@Param('applicationId') applicationId: string, @Actor() actor: AuditActor): Promise<ApiSuccess<QueueItem>> {
    return envelope(await this.queue.release(applicationId, actor as AuditActor & { staff: StaffAccount }));
  }
}
