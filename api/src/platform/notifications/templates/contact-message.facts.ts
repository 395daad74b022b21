/** What the contact e-mails say, as data. */
export type ContactMessageFacts = {
  /** The message's reference, quoted by the visitor and the agency in their replies. */
  reference: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  applicationId?: string;
  /** The language the visitor wrote in. */
  language: string;
  /** ISO timestamp of reception. */
  receivedAt: string;
};
