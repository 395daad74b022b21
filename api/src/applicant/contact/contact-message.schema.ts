import { Schema } from 'mongoose';

export const CONTACT_MESSAGE_MODEL = 'ContactMessage';

export type StoredContactMessage = {
  _id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  applicationId?: string;
  /** The language the visitor wrote in: the acknowledgement goes out in it. */
  language: string;
  createdAt: Date;
};

/**
 * `contact_messages`: what visitors wrote to the agency, kept as the record of an enquiry (the e-mails can be
 * lost in a mailbox). Only inserted and read by the agency's tools, so no index besides `_id`.
 */
export const ContactMessageSchema = new Schema<StoredContactMessage>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    email: { type: String, required: true },
    phone: { type: String, required: true },
    message: { type: String, required: true },
    applicationId: String,
    language: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, strict: true, versionKey: false, collection: 'contact_messages' },
);
