import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { hasErrors, validateContactMessage } from '@evisa/contracts';
import { AppConfig } from '../config/app-config';
import { FieldValidationException } from '../common/field-validation.exception';
import { EmailOutboxService } from '../notifications/email-outbox.service';
import { renderContactAcknowledgement, renderContactForward } from '../notifications/templates/email-templates';
import type { ContactMessageFacts } from '../notifications/templates/contact-message.facts';
import { looksLikeBot } from './bot-check';
import { CONTACT_MESSAGE_MODEL, type StoredContactMessage } from './contact-message.schema';
import { newContactReference } from './contact-reference';
import type { ContactDto } from './contact.dto';

export type ContactReceipt = { received: true };

/**
 * A message to the agency: checked with the shared contact rules, stored in `contact_messages`, acknowledged
 * to the sender in their language and forwarded to AGENCY_EMAIL, both through the durable e-mail outbox.
 */
@Injectable()
export class ContactService {
  private readonly logger = new Logger('Contact');

  constructor(
    @InjectModel(CONTACT_MESSAGE_MODEL) private readonly messages: Model<StoredContactMessage>,
    private readonly outbox: EmailOutboxService,
    private readonly config: AppConfig,
  ) {}

  async receive(body: ContactDto): Promise<ContactReceipt> {
    // A bot gets the answer a person gets, so it learns nothing to adapt to; nothing is stored or sent.
    if (looksLikeBot(body)) {
      this.logger.log('contact message dropped: honeypot filled or sent too fast');
      return { received: true };
    }
    const errors = validateContactMessage(body);
    if (hasErrors(errors)) throw new FieldValidationException(errors);

    const acknowledgementLanguage = renderContactAcknowledgement(body.language, this.facts(body, '', new Date())).language;
    const stored = await this.messages.create({
      _id: newContactReference(),
      name: body.name!.trim(),
      email: body.email!.trim(),
      phone: body.phone!.trim(),
      message: body.message!.trim(),
      ...(body.applicationId?.trim() ? { applicationId: body.applicationId.trim().toUpperCase() } : {}),
      language: acknowledgementLanguage,
    });
    const facts = this.facts(stored, stored._id, stored.createdAt);

    const acknowledgement = renderContactAcknowledgement(stored.language, facts);
    await this.outbox.enqueue({ _id: `contact-acknowledgement:${stored._id}`, template: 'contactAcknowledgement', language: acknowledgement.language, to: stored.email, subject: acknowledgement.subject, text: acknowledgement.text, html: acknowledgement.html });
    const forward = renderContactForward(facts);
    // Replying to the forward answers the person who wrote, not the site's own sender address.
    await this.outbox.enqueue({ _id: `contact-forward:${stored._id}`, template: 'contactForward', language: forward.language, to: this.config.AGENCY_EMAIL, replyTo: stored.email, subject: forward.subject, text: forward.text, html: forward.html });
    return { received: true };
  }

  private facts(message: Partial<StoredContactMessage> & ContactDto, reference: string, receivedAt: Date): ContactMessageFacts {
    return {
      reference,
      name: message.name?.trim() ?? '',
      email: message.email?.trim() ?? '',
      phone: message.phone?.trim() ?? '',
      message: message.message?.trim() ?? '',
      applicationId: message.applicationId?.trim() || undefined,
      language: message.language ?? 'en',
      receivedAt: receivedAt.toISOString(),
    };
  }
}
