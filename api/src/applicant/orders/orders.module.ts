import { Module } from '@nestjs/common';
import { DraftEmailsModule } from '../draft-emails/draft-emails.module';
import { PaymentsModule } from '../payments/payments.module';
import { RetentionModule } from '../../platform/retention/retention.module';
import { Step1Module } from '../step1/step1.module';
import { OrderAccessGuard } from './order-access.guard';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

/** Several travellers, one order: adding, copying shared answers, removing, and the order read. */
@Module({
  imports: [Step1Module, DraftEmailsModule, PaymentsModule, RetentionModule],
  controllers: [OrdersController],
  providers: [OrdersService, OrderAccessGuard],
})
export class OrdersModule {}
