import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ScheduleModule } from '@nestjs/schedule';
import { NotificationsModule } from '../../platform/notifications/notifications.module';
import { SchedulingModule } from '../../platform/scheduling/scheduling.module';
import { DraftEmailsService } from './draft-emails.service';
import { DraftReminderJob } from './draft-reminder.job';
import { EMAIL_OPT_OUT_MODEL, EmailOptOutSchema } from './email-opt-out.schema';
import { EmailPreferencesController } from './email-preferences.controller';
import { ResumeLinkController } from './resume-link.controller';

/**
 * E-mails about an application's number: the number after step 1, the reminder of unpaid applications,
 * its opt-out, and the resume link on request.
 */
@Module({
  imports: [ScheduleModule.forRoot(), SchedulingModule, NotificationsModule, MongooseModule.forFeature([{ name: EMAIL_OPT_OUT_MODEL, schema: EmailOptOutSchema }])],
  controllers: [EmailPreferencesController, ResumeLinkController],
  providers: [DraftEmailsService, DraftReminderJob],
  exports: [DraftEmailsService],
})
export class DraftEmailsModule {}
