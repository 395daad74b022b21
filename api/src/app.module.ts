import { type DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { DatabaseModule } from './platform/database/database.module';
import { AccessModule } from './applicant/access/access.module';
import { RateLimitModule } from './platform/common/rate-limit.module';
import { RetentionModule } from './platform/retention/retention.module';
import { ApplicationsModule } from './applicant/applications/applications.module';
import { HealthModule } from './platform/health/health.module';
import { LookupModule } from './applicant/lookup/lookup.module';
import { LoggingModule } from './platform/logging/logging.module';
import { MetricsModule } from './platform/metrics/metrics.module';
import { NotificationsModule } from './platform/notifications/notifications.module';
import { PaymentsModule } from './applicant/payments/payments.module';
import { Step1Module } from './applicant/step1/step1.module';
import { Step2Module } from './applicant/step2/step2.module';
import { Step3Module } from './applicant/step3/step3.module';
import { Step4Module } from './applicant/step4/step4.module';
import { Step5Module } from './applicant/step5/step5.module';
import { FilesModule } from './platform/files/files.module';
import { UploadSlotsModule } from './platform/files/upload-slots.module';
import { DocumentsModule } from './applicant/documents/documents.module';
import { QuestionsModule } from './applicant/questions/questions.module';
import { ContactModule } from './applicant/contact/contact.module';
import { AuditModule } from './desk/audit/audit.module';
import { StaffAuthModule } from './desk/staff-auth/staff-auth.module';
import { StaffModule } from './desk/staff/staff.module';
import { ReviewModule } from './desk/review/review.module';
import { CorrectionsModule } from './desk/corrections/corrections.module';
import { RefundsModule } from './desk/refunds/refunds.module';
import { HistoryModule } from './desk/history/history.module';
import { ReportsModule } from './desk/reports/reports.module';
import { TemplatesModule } from './desk/templates/templates.module';
import { OrdersModule } from './applicant/orders/orders.module';

/** The features of the API: one module per application step, plus the cross-cutting ones. */
const FEATURE_MODULES = [HealthModule, LookupModule, Step1Module, Step2Module, Step3Module, Step4Module, Step5Module, PaymentsModule, NotificationsModule, FilesModule, DocumentsModule, QuestionsModule, ContactModule, StaffModule, ReviewModule, CorrectionsModule, RefundsModule, HistoryModule, ReportsModule, TemplatesModule, OrdersModule];

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
        UploadSlotsModule,
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
