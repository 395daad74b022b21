import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ScheduleModule } from '@nestjs/schedule';
import { EMAIL_MODEL, EmailSchema } from './email.schema';
import { EmailOutboxJob } from './email-outbox.job';
import { EmailOutboxService } from './email-outbox.service';
import { MailerService } from './mailer.service';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { FilesModule } from '../files/files.module';

/** Outgoing e-mail: the durable outbox, SMTP delivery and the retry job (ARCHITECTURE 6). */
@Module({
  imports: [ScheduleModule.forRoot(), SchedulingModule, FilesModule, MongooseModule.forFeature([{ name: EMAIL_MODEL, schema: EmailSchema }])],
  providers: [MailerService, EmailOutboxService, EmailOutboxJob],
  exports: [EmailOutboxService],
})
export class NotificationsModule {}
