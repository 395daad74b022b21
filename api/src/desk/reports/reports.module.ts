import { Module } from '@nestjs/common';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

/** The admins' reports: daily counts by state, throughput per member of staff, deadlines missed, money by day. */
@Module({ controllers: [ReportsController], providers: [ReportsService] })
export class ReportsModule {}
