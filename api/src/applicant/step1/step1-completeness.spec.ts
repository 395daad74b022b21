import { VALID_STEP1 } from '@evisa/contracts/testing';
import { CONSENT, completeApplication, daysFromToday, openDatabase } from '../payments/testing/payment-fixtures';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';

/** A step 1 change recomputes what later steps need (HTTP, real database). */
describe('step 1: completeness after a change of visa service', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  const BUSINESS = { visaService: 'business', serviceSubCategory: 'businessMeetings', serviceSubCat_subCategory: '' };

  async function completedSteps(id: string): Promise<string[]> {
    const { db, close } = await openDatabase(app);
    try {
      return ((await db.collection('applications').findOne({ _id: id as never }))?.completedSteps ?? []) as string[];
    } finally {
      await close();
    }
  }

  async function markComplete(id: string, step: string) {
    const { db, close } = await openDatabase(app);
    try {
      await db.collection('applications').updateOne({ _id: id as never }, { $addToSet: { completedSteps: step } });
    } finally {
      await close();
    }
  }

  it('reopens the documents step when the new service needs a document not uploaded, and payment waits for it', async () => {
    const { id, session } = await completeApplication(app);
    const saved = await session.patch(`/visaapplication/applicationSubmitStep1?applicationId=${id}`, { ...VALID_STEP1, ...BUSINESS, expectedArrival: daysFromToday(30) });
    expect(saved.status).toBe(200);
    expect(await completedSteps(id)).not.toContain('step4');
    expect(await completedSteps(id)).not.toContain('documents');

    // Step 4 filled again: the business card or invitation letter is still missing, so no order is made.
    await markComplete(id, 'step4');
    const summary = (await session.get(`/payments/summary?applicationId=${id}`)).body.data;
    expect(summary.nextStep).toBe('documents');
    expect((await session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT)).status).toBe(409);
  });

  it('keeps the documents step complete when the new service needs nothing more than what is uploaded', async () => {
    const tourist = await completeApplication(app);
    await tourist.session.patch(`/visaapplication/applicationSubmitStep1?applicationId=${tourist.id}`, {
      ...VALID_STEP1,
      serviceSubCategory: '5YR',
      expectedArrival: daysFromToday(30),
    });
    expect(await completedSteps(tourist.id)).toContain('documents');

    const withCard = await completeApplication(app, { ...BUSINESS, businessCard: 'card.jpg' });
    await withCard.session.patch(`/visaapplication/applicationSubmitStep1?applicationId=${withCard.id}`, {
      ...VALID_STEP1,
      visaService: 'business',
      serviceSubCategory: 'salePurchaseTrade',
      serviceSubCat_subCategory: '',
      expectedArrival: daysFromToday(30),
    });
    expect(await completedSteps(withCard.id)).toContain('documents');
  });
});
