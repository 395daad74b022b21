import { type DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { AccessModule } from './access/access.module';
import { RateLimitModule } from './common/rate-limit.module';
import { RetentionModule } from './retention/retention.module';
import { ApplicationsModule } from './applications/applications.module';
import { HealthModule } from './health/health.module';
import { LookupModule } from './lookup/lookup.module';
import { LoggingModule } from './logging/logging.module';
import { MetricsModule } from './metrics/metrics.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PaymentsModule } from './payments/payments.module';
import { PaypalSandboxModule } from './paypal-sandbox/paypal-sandbox.module';
import { Step1Module } from './step1/step1.module';
import { Step2Module } from './step2/step2.module';
import { Step3Module } from './step3/step3.module';
import { Step4Module } from './step4/step4.module';
import { Step5Module } from './step5/step5.module';
import { FilesModule } from './files/files.module';
import { DocumentsModule } from './documents/documents.module';
import { QuestionsModule } from './questions/questions.module';
import { ContactModule } from './contact/contact.module';
import { AuditModule } from './audit/audit.module';
import { StaffAuthModule } from './staff-auth/staff-auth.module';
import { StaffModule } from './staff/staff.module';
import { ReviewModule } from './review/review.module';
import { CorrectionsModule } from './corrections/corrections.module';
import { RefundsModule } from './refunds/refunds.module';
import { OrdersModule } from './orders/orders.module';

/** The features of the API: one module per application step, plus the cross-cutting ones. */
const FEATURE_MODULES = [HealthModule, LookupModule, Step1Module, Step2Module, Step3Module, Step4Module, Step5Module, PaymentsModule, PaypalSandboxModule, NotificationsModule, FilesModule, DocumentsModule, QuestionsModule, ContactModule, StaffModule, ReviewModule, CorrectionsModule, RefundsModule, OrdersModule];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule,
        MetricsModule,
        DatabaseModule,
        RateLimitModule,
        AccessModule,
        ApplicationsModule,
        RetentionModule,
        AuditModule,
        StaffAuthModule,
        ...FEATURE_MODULES,
      ],
    };
  }
}
