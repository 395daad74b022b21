import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';

export type OutgoingMail = { to: string; replyTo?: string; headers?: Record<string, string>; subject: string; text: string; html: string; attachments?: { filename: string; contentType: string; content: Buffer }[] };

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
    const info = await this.transport.sendMail({ from: this.config.MAIL_FROM, ...mail });
    return String(info.messageId ?? '');
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
