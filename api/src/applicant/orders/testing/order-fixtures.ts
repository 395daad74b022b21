// Several travellers, one order: set-up for the order's API tests.
import { randomBytes } from 'node:crypto';
import { APPLICATION_STEPS, ORDER_API, STEP1_FIELDS } from '@evisa/contracts';
import { VALID_QUESTIONS, VALID_STEP2, VALID_STEP3, VALID_STEP5, VALID_VISIT_PLAN } from '@evisa/contracts/testing';
import { openDatabase } from '../../payments/testing/payment-fixtures';
import { STEP1 } from '../../steps/step-fixtures';
import type { ApiSession } from '../../../platform/testing/api-session';
import type { TestApp } from '../../../platform/testing/test-app';

/** A traveller's step 1: valid today, with a name, a date of birth and an e-mail address of their own. */
export function travellerStep1(givenName: string, overrides: Record<string, unknown> = {}) {
  const email = `${givenName.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`;
  return { ...STEP1, givenName, surname: 'Okafor', dateOfBirth: '1988-03-04', email, confirmEmail: email, ...overrides };
}

/** Adds a traveller to the lead's order through the API (the lead's browser); returns the new number. */
export async function addTraveller(session: ApiSession, leadId: string, step1: Record<string, unknown>): Promise<string> {
  const { status, body } = await session.post(ORDER_API.addTraveller(leadId), step1);
  if (status !== 200) throw new Error(`add traveller answered ${status}: ${JSON.stringify(body)}`);
  return body.data.uniqueId;
}

const STEP2_ONLY = Object.fromEntries(Object.entries(VALID_STEP2).filter(([field]) => !(STEP1_FIELDS as readonly string[]).includes(field)));

/**
 * Completes a traveller's application in the database (every later step's answers, photo and passport named,
 * every step complete): what the traveller does over several pages, which other suites test step by step.
 */
export async function completeInDatabase(app: TestApp, id: string, set: Record<string, unknown> = {}): Promise<void> {
  const { db, close } = await openDatabase(app);
  try {
    const answers = { ...STEP2_ONLY, ...VALID_STEP3, ...VALID_VISIT_PLAN, ...VALID_STEP5, ...VALID_QUESTIONS, mainImg: 'photo.jpg', passportCopy: 'passport.jpg' };
    await db.collection('applications').updateOne({ _id: id as never }, { $set: { ...answers, completedSteps: [...APPLICATION_STEPS], ...set } });
  } finally {
    await close();
  }
}

/** What the database holds: the applications by number and the payments of an order (by its lead). */
export async function storedOrder(app: TestApp, ids: readonly string[], leadId: string) {
  const { db, close } = await openDatabase(app);
  try {
    const applications = await db.collection('applications').find({ _id: { $in: ids as never[] } }).toArray();
    return {
      applications: Object.fromEntries(applications.map((record) => [String(record._id), record])) as Record<string, Record<string, unknown>>,
      payments: await db.collection('payments').find({ applicationId: leadId }).toArray(),
    };
  } finally {
    await close();
  }
}
