import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FilesModule } from '../../platform/files/files.module';
import { NotificationsModule } from '../../platform/notifications/notifications.module';
import { ApplicationStageModule } from './application-stage.module';
import { EvisaController } from './evisa.controller';
import { PaidApplications } from './paid-applications';
import { PassportCopyCheckService } from './passport-copy-check.service';
import { PassportReaderService } from './passport-reader.service';
import { QueueController } from './queue.controller';
import { QueueService } from './queue.service';
import { QueueBulkService } from './queue-bulk.service';
import { ReviewController } from './review.controller';
import { REVIEW_MODEL, ReviewSchema } from './review.schema';
import { ReviewOutcomeService } from './review-outcome.service';
import { ReviewStatesService } from './review-states.service';
import { ReviewViewService } from './review-view.service';
import { ReviewWorkService } from './review-work.service';
import { StaffFilesService } from './staff-files.service';

/**
 * Paid applications at the desk: their state after payment (REVIEW_STATES), the queue and claiming, the review
 * (answers, files, checklist, notes), submission and the government's answer; and the applicant's side of it
 * (the stage their pages show, the granted e-Visa's download).
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: REVIEW_MODEL, schema: ReviewSchema }]), FilesModule, NotificationsModule, ApplicationStageModule],
  controllers: [QueueController, ReviewController, EvisaController],
  providers: [PaidApplications, ReviewStatesService, QueueService, QueueBulkService, StaffFilesService, ReviewViewService, ReviewWorkService, ReviewOutcomeService, PassportCopyCheckService, PassportReaderService],
  exports: [ReviewStatesService, PaidApplications, ApplicationStageModule],
})
export class ReviewModule {}
