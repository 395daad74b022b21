import { APPLICATION_STEPS, type ApplicationRecord } from '@evisa/contracts';
import { storedApplication, VALID_QUESTIONS, VALID_STEP2, VALID_STEP3, VALID_STEP5, VALID_VISIT_PLAN } from '@evisa/contracts/testing';
import type { PaymentSummary } from '../api/payment-api';

export const ID = 'IN0ABCDEFGHJKM';

/** A complete tourist application as GET /visaapplication/application answers it. */
export function completeRecord(overrides: Partial<ApplicationRecord> = {}): ApplicationRecord {
  return storedApplication({
    ...VALID_STEP2,
    ...VALID_STEP3,
    ...VALID_VISIT_PLAN,
    ...VALID_STEP5,
    ...VALID_QUESTIONS,
    mainImg: 'photo-abc.jpg',
    passportCopy: 'passport-abc.jpg',
    uniqueId: ID,
    createdAt: '2025-06-15T10:00:00.000Z',
    updatedAt: '2025-06-15T10:00:00.000Z',
    completedSteps: [...APPLICATION_STEPS],
    ...overrides,
  } as Partial<ApplicationRecord>);
}

export function summaryOf(overrides: Partial<PaymentSummary> = {}): PaymentSummary {
  return {
    uniqueId: ID,
    status: 'draft',
    applicationType: 'urgent',
    portOfArrival: 'delhi-airport',
    visaService: 'tourist',
    serviceSubCategory: '30D',
    expectedArrival: '2025-07-01',
    email: 'anna.smith@example.com',
    givenName: 'Anna',
    surname: 'Smith',
    amountToPay: { governmentFee: 25, serviceFee: 89, total: 114, currency: 'USD', scheduleVersion: '2025.1' },
    completedSteps: [...APPLICATION_STEPS],
    nextStep: null,
    minDaysBeforeArrival: 4,
    arrivalTooSoon: false,
    failedPaymentAttempts: 0,
    attemptsLeft: 3,
    receipt: null,
    stage: null,
    order: null,
    ...overrides,
  };
}
