import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { NotificationsModule } from '../../platform/notifications/notifications.module';
import { PhotoModule } from '../../applicant/photo/photo.module';
import { ReviewModule } from '../review/review.module';
import { ApplicantCorrectionsController } from './applicant-corrections.controller';
import { ApplicantCorrectionsService } from './applicant-corrections.service';
import { CORRECTION_MODEL, CorrectionSchema } from '../review/correction.schema';
import { CorrectionsController } from './corrections.controller';
import { CorrectionsService } from './corrections.service';

/** Corrections after payment: the desk asks, the applicant corrects the opened items and sends them back. */
@Module({
  imports: [ReviewModule, NotificationsModule, PhotoModule, MongooseModule.forFeature([{ name: CORRECTION_MODEL, schema: CorrectionSchema }])],
  controllers: [CorrectionsController, ApplicantCorrectionsController],
  providers: [CorrectionsService, ApplicantCorrectionsService],
})
export class CorrectionsModule {}
