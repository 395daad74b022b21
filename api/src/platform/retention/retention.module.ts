import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { RetentionController } from './retention.controller';
import { RetentionService } from './retention.service';

/** The hourly deletion of data past its retention period (issue 8), and its periods for the privacy page. */
@Module({ imports: [ScheduleModule.forRoot(), SchedulingModule], controllers: [RetentionController], providers: [RetentionService], exports: [RetentionService] })
export class RetentionModule {}
