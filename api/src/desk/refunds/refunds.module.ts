import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { NotificationsModule } from '../../platform/notifications/notifications.module';
import { PaypalClient } from '../../applicant/payments/paypal.client';
import { ReviewModule } from '../review/review.module';
import { RefundBalance } from './refund-balance';
import { REFUND_MODEL, RefundSchema } from './refund.schema';
import { RefundsController } from './refunds.controller';
import { RefundsService } from './refunds.service';

/** Admins' refunds of paid applications through PayPal. */
@Module({
  imports: [ReviewModule, NotificationsModule, MongooseModule.forFeature([{ name: REFUND_MODEL, schema: RefundSchema }])],
  controllers: [RefundsController],
  providers: [RefundsService, RefundBalance, PaypalClient],
})
export class RefundsModule {}
