import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { RetentionService } from './retention.service';

/** The hourly deletion of data past its retention period (issue 8). */
@Module({ imports: [ScheduleModule.forRoot(), SchedulingModule], providers: [RetentionService], exports: [RetentionService] })
export class RetentionModule {}
