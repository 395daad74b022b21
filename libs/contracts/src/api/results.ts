import type { ApplicationType, FeeQuote } from '@evisa/reference-data';
import type { ApplicationStatus } from '../application/application-record';
import type { ApplicationStep } from '../application/steps';
import type { ApplicationStage } from '../desk/review';
import type { OrderView, ReceiptTraveller } from './orders';

/**
 * `data` of newApplication and of every applicationSubmitStep call; a new application's also says whether the e-mail
 * with its number was sent (`numberEmailed`).
 */
export type ApplicationIdResult = { uniqueId: string; numberEmailed?: boolean };

/** `data` of findApplication: what the resume form and the payment page read (spec 7). */
export type FindApplicationResult = {
  uniqueId: string;
  applicationType: ApplicationType;
  /** Slug of the arrival port. */
  portOfArrival: string;
  amountToPay: FeeQuote;
  status: ApplicationStatus;
  completedSteps: ApplicationStep[];
  /** The first step not yet saved, or null when every step is done. */
  nextStep: ApplicationStep | null;
  /** Where a paid application stands at the agency (received, in review, ..., granted) and since when; null before payment. */
  stage: ApplicationStage | null;
};

/** `data` of create-{provider}-order. */
export type CreateOrderResult = { orderID: string };

/** What the confirmation page and e-mail show of a captured payment. */
export type Receipt = {
  orderId: string;
  /** PayPal's capture id: the transaction id on the applicant's PayPal statement. */
  transactionId: string;
  governmentFee: number;
  serviceFee: number;
  total: number;
  currency: string;
  /** ISO timestamp. */
  paidAt: string;
  /** Each traveller the order paid for and their fee (one line for an application of no order); the fees above are their sums. */
  travellers: ReceiptTraveller[];
};

/** `data` of GET /payments/summary: everything the payment and confirmation pages need about a payment. */
export type PaymentSummary = {
  uniqueId: string;
  status: ApplicationStatus;
  applicationType: ApplicationType;
  portOfArrival: string;
  visaService: string;
  serviceSubCategory: string;
  expectedArrival: string;
  email: string;
  givenName: string;
  surname: string;
  /** The fee in force today (or the quote already charged); null when no fee applies to the answers. */
  amountToPay: FeeQuote | null;
  completedSteps: ApplicationStep[];
  nextStep: ApplicationStep | null;
  /** Spec 2.14: the journey must be at least this many days away when paying. */
  minDaysBeforeArrival: number;
  arrivalTooSoon: boolean;
  failedPaymentAttempts: number;
  attemptsLeft: number;
  receipt: Receipt | null;
  /** As in FindApplicationResult: the stage after payment and its date; null before payment. */
  stage: ApplicationStage | null;
  /**
   * For the lead of an order of several travellers: the order, whose `total` is what the payment charges
   * (`amountToPay` above stays the lead's own fee). Null for an application of no order and for the other travellers.
   */
  order: OrderView | null;
};
