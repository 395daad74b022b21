import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ScheduleModule } from '@nestjs/schedule';
import { NotificationsModule } from '../../platform/notifications/notifications.module';
import { SchedulingModule } from '../../platform/scheduling/scheduling.module';
import { DraftEmailsService } from './draft-emails.service';
import { DraftReminderJob } from './draft-reminder.job';
import { EMAIL_OPT_OUT_MODEL, EmailOptOutSchema } from './email-opt-out.schema';
import { EmailPreferencesController } from './email-preferences.controller';

/** E-mails before payment (issue 26): the number after step 1, the reminder of unpaid applications, its opt-out. */
@Module({
  imports: [ScheduleModule.forRoot(), SchedulingModule, NotificationsModule, MongooseModule.forFeature([{ name: EMAIL_OPT_OUT_MODEL, schema: EmailOptOutSchema }])],
  controllers: [EmailPreferencesController],
  providers: [DraftEmailsService, DraftReminderJob],
  exports: [DraftEmailsService],
})
export class DraftEmailsModule {}
