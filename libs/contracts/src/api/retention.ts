/** GET: how long the service keeps what it holds, as its deletion job applies it (the privacy page shows it). */
export const RETENTION_POLICY_READ = '/privacy/retention';

/** The periods of the API's configuration, in days; the privacy page states exactly these. */
export type RetentionPolicy = {
  /** Applications never paid (draft, awaiting payment, blocked), with their files: after their last change. */
  unpaidDays: number;
  /** Paid applications, with their files: this long after the validity of the visa applied for, counted from payment. */
  paidDaysAfterValidity: number;
  /** The longest validity of any e-Visa offered (a paid 5-year e-Tourist application is kept at least that long). */
  longestValidityDays: number;
  /** Copies of e-mails sent, after sending. */
  sentEmailDays: number;
  /** Messages of the contact form, after receipt. */
  contactMessageDays: number;
};
