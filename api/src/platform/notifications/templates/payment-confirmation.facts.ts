import type { ApplicationType, ProcessingTime } from '@evisa/reference-data';

/** What the payment confirmation says, as data; each language's template words it. */
export type PaymentConfirmationFacts = {
  applicantName: string;
  applicationId: string;
  /** visaService / serviceSubCategory values; the template looks up their label in its language. */
  visaService: string;
  serviceSubCategory: string;
  applicationType: ApplicationType;
  processingTime: ProcessingTime;
  governmentFee: number;
  serviceFee: number;
  total: number;
  currency: string;
  /** ISO timestamp of the capture. */
  paidAt: string;
  /** PayPal's capture id, the transaction id on the applicant's PayPal statement. */
  transactionId: string;
  orderId: string;
  confirmationUrl: string;
  statusUrl: string;
  /**
   * Several travellers, one order: in the lead's confirmation, every traveller the payment covered and
   * their fee (the fees above are then the order's sums). Absent or one: a confirmation of one application.
   */
  travellers?: { name: string; applicationId: string; total: number }[];
};

export type RenderedEmail = { subject: string; text: string; html: string };
