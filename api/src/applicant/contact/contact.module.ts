import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { NotificationsModule } from '../../platform/notifications/notifications.module';
import { CONTACT_MESSAGE_MODEL, ContactMessageSchema } from './contact-message.schema';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

/** Messages to the agency: /contact and the home page's enquiry box. */
@Module({
  imports: [MongooseModule.forFeature([{ name: CONTACT_MESSAGE_MODEL, schema: ContactMessageSchema }]), NotificationsModule],
  controllers: [ContactController],
  providers: [ContactService],
})
export class ContactModule {}
