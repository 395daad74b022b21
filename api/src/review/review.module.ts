import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PaidApplications } from './paid-applications';
import { QueueController } from './queue.controller';
import { QueueService } from './queue.service';
import { REVIEW_MODEL, ReviewSchema } from './review.schema';
import { ReviewStatesService } from './review-states.service';

/** Paid applications at the desk: their state after payment (REVIEW_STATES), the queue, and claiming. */
@Module({
  imports: [MongooseModule.forFeature([{ name: REVIEW_MODEL, schema: ReviewSchema }])],
  controllers: [QueueController],
  providers: [PaidApplications, ReviewStatesService, QueueService],
  exports: [ReviewStatesService, PaidApplications],
})
export class ReviewModule {}
