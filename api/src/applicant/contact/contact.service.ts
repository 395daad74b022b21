import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { hasErrors, type ContactFormToken } from '@evisa/contracts';
import { AppConfig } from '../../platform/config/app-config';
import { FieldValidationException } from '../../platform/common/field-validation.exception';
import { EmailOutboxService } from '../../platform/notifications/email-outbox.service';
import { renderContactAcknowledgement, renderContactForward } from '../../platform/notifications/templates/email-templates';
import type { ContactMessageFacts } from '../../platform/notifications/templates/contact-message.facts';
import type { AccessKeys } from '../access/access-token';
import { ANSWER_RULES } from '../steps/answer-rules';
import { botCheckErrors } from './bot-check';
import { issueFormToken } from './form-token';
import { CONTACT_MESSAGE_MODEL, type StoredContactMessage } from './contact-message.schema';
import { newContactReference } from './contact-reference';
import type { ContactDto } from './contact.dto';

export type ContactReceipt = { received: true; reference: string };

/**
 * A message to the agency: checked with the shared contact rules, stored in `contact_messages`, acknowledged
 * to the sender in their language and forwarded to AGENCY_EMAIL, both through the durable e-mail outbox.
 */
@Injectable()
export class ContactService {
  private readonly logger = new Logger('Contact');
  /** The form token is signed with the access cookie's secrets (another purpose in the MAC: form-token.ts). */
  private readonly keys: AccessKeys;

  constructor(
    @InjectModel(CONTACT_MESSAGE_MODEL) private readonly messages: Model<StoredContactMessage>,
    private readonly outbox: EmailOutboxService,
    private readonly config: AppConfig,
  ) {
    this.keys = { current: config.ACCESS_SECRET, previous: config.ACCESS_SECRET_PREVIOUS };
  }

  /** The token and how long the form must wait after receiving it before it sends (the bot check's minimum). */
  formToken(): ContactFormToken {
    return { formToken: issueFormToken(this.keys, Date.now()), waitMs: this.config.CONTACT_MIN_FILL_MS };
  }

  async receive(body: ContactDto): Promise<ContactReceipt> {
    const errors = ANSWER_RULES.contactMessage(body);
    if (hasErrors(errors)) throw new FieldValidationException(errors);
    // After the rules: a person sees what to correct first. Refused means told so: never a silent drop.
    const refused = botCheckErrors(body, this.keys, Date.now(), this.config.CONTACT_MIN_FILL_MS);
    if (hasErrors(refused)) {
      this.logger.log(`contact message refused by the bot check: ${Object.values(refused).join(', ')}`);
      throw new FieldValidationException(refused);
    }

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
    await this.outbox.enqueueRendered(`contact-acknowledgement:${stored._id}`, 'contactAcknowledgement', acknowledgement, { to: stored.email });
    const forward = renderContactForward(facts);
    // Replying to the forward answers the person who wrote, not the site's own sender address.
    await this.outbox.enqueueRendered(`contact-forward:${stored._id}`, 'contactForward', forward, { to: this.config.AGENCY_EMAIL, replyTo: stored.email });
    return { received: true, reference: stored._id };
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
