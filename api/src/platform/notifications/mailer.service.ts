import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { toPlainText } from '@evisa/contracts';
import { AppConfig } from '../config/app-config';

export type OutgoingMail = { to: string; replyTo?: string; headers?: Record<string, string>; subject: string; text: string; html: string; attachments?: { filename: string; contentType: string; content: Buffer }[] };

/**
 * The mail with every text part free of control and bidirectional formatting characters, whatever
 * the stored values it was written from hold: the subject on one line, the bodies with their line breaks.
 * HTML values are escaped by the templates themselves.
 */
export function withPlainText(mail: OutgoingMail): OutgoingMail {
  return { ...mail, subject: toPlainText(mail.subject), text: toPlainText(mail.text, true), html: toPlainText(mail.html, true) };
}

/** SMTP through nodemailer. Short timeouts: a server that is down is retried later by the outbox, not waited for. */
@Injectable()
export class MailerService implements OnModuleDestroy {
  private readonly transport: Transporter;

  constructor(private readonly config: AppConfig) {
    this.transport = createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(mail: OutgoingMail): Promise<string> {
    const info = await this.transport.sendMail({ from: this.config.MAIL_FROM, ...withPlainText(mail) });
    return String(info.messageId ?? '');
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
