// Stored records as GET application answers them, for component tests.
import { todayIso, type ApplicationRecord } from '@evisa/contracts';
import { storedApplication } from '@evisa/contracts/testing';
import { isoDaysFrom } from '../form/dates';

export const ID = 'IN0ABCDEFGHJK1';

/** A draft after step 1, arriving in 30 days (so its dates pass today's rules). */
export function storedRecord(overrides: Partial<ApplicationRecord> = {}): ApplicationRecord {
  return storedApplication({ uniqueId: ID, expectedArrival: isoDaysFrom(todayIso(), 30), ...overrides });
}
