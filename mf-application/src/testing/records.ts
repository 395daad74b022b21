// Stored records as GET application answers them, for component tests.
import { todayIso, type ApplicationRecord } from '@evisa/contracts';
import { isoDaysFrom } from '../form/dates';

export const ID = 'IN0ABCDEFGHJK1';

export function storedRecord(overrides: Partial<ApplicationRecord> = {}): ApplicationRecord {
  return {
    uniqueId: ID,
    status: 'draft',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    completedSteps: ['step1'],
    failedPaymentAttempts: 0,
    applicationType: 'normal',
    passportType: 'ordinary',
    surname: 'Smith',
    givenName: 'Anna',
    nationality: 'GB',
    portOfArrival: 'delhi-airport',
    dateOfBirth: '1990-05-20',
    email: 'anna@example.com',
    confirmEmail: 'anna@example.com',
    contactNo: '+44 20 7946 0958',
    expectedArrival: isoDaysFrom(todayIso(), 30),
    visaService: 'tourist',
    serviceSubCategory: '30D',
    serviceSubCat_subCategory: 'recreation',
    ...overrides,
  } as ApplicationRecord;
}
