import { createHash } from 'node:crypto';
import { Schema } from 'mongoose';

export const EMAIL_OPT_OUT_MODEL = 'EmailOptOut';

/** An address that asked for no reminders, kept as the SHA-256 of its lower-case form (not the address itself). */
export type EmailOptOut = { _id: string; createdAt: Date };

export const EmailOptOutSchema = new Schema<EmailOptOut>(
  { _id: { type: String, required: true } },
  { timestamps: { createdAt: true, updatedAt: false }, strict: true, versionKey: false, collection: 'email_opt_outs' },
);

export function addressKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
