import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ApiSuccess, Report } from '@evisa/contracts';
import { envelope } from '../../platform/common/envelope';
import { AdminOnly } from '../staff-auth/staff-decorators';
import { StaffSessionGuard } from '../staff-auth/staff-session.guard';
import { ReportQueryDto } from './reports.dto';
import { ReportsService } from './reports.service';

/** The admins' reports: `GET /staff/reports/<kind>?from=YYYY-MM-DD&to=YYYY-MM-DD`. */
@ApiTags('staff')
@Controller('staff/reports')
@UseGuards(StaffSessionGuard)
@AdminOnly()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get(':kind')
  async report(@Param('kind') kind: string, @Query() query: ReportQueryDto): Promise<ApiSuccess<Report>> {
    return envelope(await this.reports.report(kind, query.from, query.to));
  }
}
