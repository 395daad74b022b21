import type { ApplicationRecord } from '../application/application-record';
import { VALID_STEP1 } from './fixtures';

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
