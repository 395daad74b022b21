import type { FeeQuote } from '@evisa/reference-data';
import type { PhotoRecord, DocumentsRecord } from './uploads';
import type { QuestionsPayload } from './questions';
import type { ApplicationStep } from './steps';
import type { Step1Payload } from './step1';
import type { Step2Payload } from './step2';
import type { Step3Payload } from './step3';
import type { Step4Payload } from './step4';
import type { Step5Payload } from './step5';

export const APPLICATION_STATUSES = ['draft', 'awaiting_payment', 'paid', 'blocked'] as const;

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** What the service keeps about an application besides the applicant's answers. */
export type ApplicationMeta = {
  /** The temporary application ID; also the document's _id. */
  uniqueId: string;
  status: ApplicationStatus;
  /** ISO 8601 timestamps. */
  createdAt: string;
  updatedAt: string;
  /** The steps saved so far (APPLICATION_STEPS). */
  completedSteps: ApplicationStep[];
  /** Failed payment attempts; the third blocks the application (spec 2.14). */
  failedPaymentAttempts: number;
  paidAt?: string;
  /** The quote the applicant was asked to pay, kept so a capture can be checked against it. */
  amountToPay?: FeeQuote;
  /** The number of the lead application of the order it belongs to (the lead's own number on the lead); absent: an order of one. */
  orderLeadId?: string;
};

/**
 * The whole application record (spec 3.1): step 1 is complete from creation, the later steps fill in as the
 * applicant goes. Photo and document fields hold stored file names.
 */
export type ApplicationRecord = ApplicationMeta &
  Step1Payload &
  Partial<Step2Payload & Step3Payload & Step4Payload & Step5Payload & PhotoRecord & DocumentsRecord & QuestionsPayload>;

/** The lead of the order an application travels in, when it is another traveller's (undefined: the lead's own, or an order of one). */
export function orderLeadOf(record: { uniqueId?: string; orderLeadId?: string }): string | undefined {
  return record.orderLeadId && record.orderLeadId !== record.uniqueId ? record.orderLeadId : undefined;
}
