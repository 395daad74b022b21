import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { NotificationsModule } from '../../platform/notifications/notifications.module';
import { ApplicationStageModule } from '../../desk/review/application-stage.module';
import { PaymentConfirmationService } from './payment-confirmation.service';
import { PaymentSummaryService } from './payment-summary.service';
import { PAYMENT_MODEL, PaymentSchema } from './payment.schema';
import { PaymentsController } from './payments.controller';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { PaypalClient } from './paypal.client';

/** Fee payment with PayPal Orders v2, captured and verified on the server (issue 6, ARCHITECTURE 6). */
@Module({
  imports: [NotificationsModule, ApplicationStageModule, MongooseModule.forFeature([{ name: PAYMENT_MODEL, schema: PaymentSchema }])],
  controllers: [PaymentsController],
  providers: [PaymentsService, PaymentSummaryService, PaymentsRepository, PaymentConfirmationService, PaypalClient],
  exports: [PaymentsRepository, PaymentsService],
})
export class PaymentsModule {}
