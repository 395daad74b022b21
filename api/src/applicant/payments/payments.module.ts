import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ScheduleModule } from '@nestjs/schedule';
import { NotificationsModule } from '../../platform/notifications/notifications.module';
import { ApplicationStageModule } from '../../desk/review/application-stage.module';
import { SchedulingModule } from '../../platform/scheduling/scheduling.module';
import { PaymentConfirmationService } from './payment-confirmation.service';
import { PaymentReconciliationJob } from './payment-reconciliation.job';
import { PaymentReconciliation } from './payment-reconciliation.service';
import { PaymentSummaryService } from './payment-summary.service';
import { PAYMENT_MODEL, PaymentSchema } from './payment.schema';
import { PaymentsController } from './payments.controller';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { PaypalClient } from './paypal.client';
import { PaypalWebhookController } from './paypal-webhook.controller';

/**
 * Fee payment with PayPal Orders v2, captured and verified on the server (issue 6, ARCHITECTURE 6); orders the
 * browser left approved but uncaptured are settled by PayPal's webhooks and a scheduled reconciliation.
 */
@Module({
  imports: [ScheduleModule.forRoot(), SchedulingModule, NotificationsModule, ApplicationStageModule, MongooseModule.forFeature([{ name: PAYMENT_MODEL, schema: PaymentSchema }])],
  controllers: [PaymentsController, PaypalWebhookController],
  providers: [PaymentsService, PaymentSummaryService, PaymentsRepository, PaymentConfirmationService, PaypalClient, PaymentReconciliation, PaymentReconciliationJob],
  exports: [PaymentsRepository, PaymentsService],
})
export class PaymentsModule {}
