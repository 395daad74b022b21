import { APPLICATION_STEPS } from '@evisa/contracts';
import { STORED_ID as ID } from '@evisa/contracts/testing';
import type { PaymentSummary } from '../api/payment-api';

export { ID };
export { completeApplication as completeRecord } from '@evisa/contracts/testing';

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
