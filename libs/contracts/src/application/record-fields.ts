import { ALL_PURPOSE_FIELDS } from './purpose-groups';
import { QUESTIONS_FIELDS } from './questions';
import { STEP1_FIELDS } from './step1';
import { STEP2_FIELDS } from './step2';
import { STEP3_FIELDS } from './step3';
import { VISIT_PLAN_FIELDS } from './step4';
import { STEP5_FIELDS } from './step5';
import { DOCUMENT_FIELDS, PHOTO_FIELDS } from './uploads';

/** Every answer the record holds (spec 3.1), step by step: what the database stores for the applicant. */
export const APPLICATION_ANSWER_FIELDS = [
  ...STEP1_FIELDS,
  ...STEP2_FIELDS,
  ...STEP3_FIELDS,
  ...VISIT_PLAN_FIELDS,
  ...ALL_PURPOSE_FIELDS,
  ...STEP5_FIELDS,
  ...PHOTO_FIELDS,
  ...DOCUMENT_FIELDS,
  ...QUESTIONS_FIELDS,
] as const;

/** What the service keeps besides the answers (ApplicationMeta), and the applicant's language for e-mails. */
export const APPLICATION_META_FIELDS = ['uniqueId', 'status', 'createdAt', 'updatedAt', 'completedSteps', 'failedPaymentAttempts', 'paidAt', 'amountToPay', 'language'] as const;

/**
 * Every field of the record the API reads back (GET application). Spec 7's call table has steps 2 and 7 send the
 * whole stored record: these are accepted there and ignored, anything else is refused.
 */
export const APPLICATION_RECORD_FIELDS: readonly string[] = [...APPLICATION_META_FIELDS, ...APPLICATION_ANSWER_FIELDS];
