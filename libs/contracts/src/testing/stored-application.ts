import type { ApplicationRecord } from '../application/application-record';
import { APPLICATION_STEPS } from '../application/steps';
import { VALID_QUESTIONS, VALID_STEP1, VALID_STEP2, VALID_STEP3, VALID_STEP5, VALID_VISIT_PLAN } from './fixtures';

export const STORED_ID = 'IN0ABCDEFGHJKM';

/** An application as GET application answers it, for component tests: a draft with step 1 saved, unless told. */
export function storedApplication(overrides: Partial<ApplicationRecord> = {}): ApplicationRecord {
  return {
    uniqueId: STORED_ID,
    status: 'draft',
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: '2025-06-01T10:00:00.000Z',
    completedSteps: ['step1'],
    failedPaymentAttempts: 0,
    ...VALID_STEP1,
    ...overrides,
  } as ApplicationRecord;
}

/** A complete tourist application, every step saved, with its photo and passport copy (Preview, the desk). */
export function completeApplication(overrides: Partial<ApplicationRecord> = {}): ApplicationRecord {
  return storedApplication({
    ...VALID_STEP2,
    ...VALID_STEP3,
    ...VALID_VISIT_PLAN,
    ...VALID_STEP5,
    ...VALID_QUESTIONS,
    mainImg: 'photo-abc.jpg',
    passportCopy: 'passport-abc.jpg',
    createdAt: '2025-06-15T10:00:00.000Z',
    updatedAt: '2025-06-15T10:00:00.000Z',
    completedSteps: [...APPLICATION_STEPS],
    ...overrides,
  } as Partial<ApplicationRecord>);
}
