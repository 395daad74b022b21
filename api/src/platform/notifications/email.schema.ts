import { Schema } from 'mongoose';

export const EMAIL_MODEL = 'Email';

/** A stored file attached to a mail: its name in the uploads bucket and the name the reader sees. */
export type EmailAttachment = { storedName: string; filename: string; contentType: string };

export type StoredEmail = {
  /** An idempotency key (e.g. 'payment-confirmation:<order id>'): the same mail is never queued twice. */
  _id: string;
  template: string;
  language: string;
  applicationId?: string;
  to: string;
  /** Where a reply goes when it is not the sender (the contact form's forward: the person who wrote). */
  replyTo?: string;
  /** Extra headers (the reminder's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  /** Stored files sent with the mail (read from the uploads bucket at each attempt, so the outbox holds no copy). */
  attachments?: EmailAttachment[];
  status: 'queued' | 'sent';
  attempts: number;
  /** When the outbox job may try (again); also the lease of a send in progress. */
  nextAttemptAt: Date;
  lastError?: string;
  sentAt?: Date;
  messageId?: string;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * The `emails` outbox: every mail is written here before it is sent and stays 'queued' until the SMTP server
 * takes it. The index serves the job's one query, "queued and due".
 */
export const EmailSchema = new Schema<StoredEmail>(
  {
    _id: { type: String, required: true },
    template: { type: String, required: true },
    language: { type: String, required: true },
    applicationId: String,
    to: { type: String, required: true },
    replyTo: String,
    headers: { type: Schema.Types.Mixed },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String, required: true },
    attachments: { type: [new Schema({ storedName: String, filename: String, contentType: String }, { _id: false })], default: undefined },
    status: { type: String, enum: ['queued', 'sent'], required: true, default: 'queued' },
    attempts: { type: Number, required: true, default: 0 },
    nextAttemptAt: { type: Date, required: true },
    lastError: String,
    sentAt: Date,
    messageId: String,
  },
  { timestamps: true, strict: true, versionKey: false, collection: 'emails' },
);

EmailSchema.index({ status: 1, nextAttemptAt: 1 });
/** A case's history at the desk lists the mails of its application. */
EmailSchema.index({ applicationId: 1 });
