// Several travellers, one order. Adding (up to 9 in all), copying the shared answers, removing before
// payment (with the files), the order's prices, and who may open what, over HTTP against the real database.
import { ALL_SHARED_ANSWER_FIELDS, MESSAGES, ORDER_API, ORDER_MESSAGES, PAYMENT_MESSAGES, todayIso, type OrderView } from '@evisa/contracts';
import { VALID_STEP1, VISA_CHOICES } from '@evisa/contracts/testing';
import { amountToPay } from '@evisa/reference-data';
import { form, jpeg, storedNamesByKind } from '../../platform/files/testing/test-images';
import { CONSENT, completeApplication, daysFromToday } from '../payments/testing/payment-fixtures';
import { STEP1, STEP2, STEP4, readPath, step, storedRecord } from '../steps/step-fixtures';
import { ApiSession } from '../../platform/testing/api-session';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { addTraveller, completeInDatabase, storedOrder, travellerStep1 } from './testing/order-fixtures';

const NAMES = ['Amara', 'Kofi', 'Ada', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus', 'Hana', 'Ivo'];

describe('several travellers, one order: adding, copying, removing, pricing, access (HTTP, real database)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  const readOrder = async (session: ApiSession, leadId: string) => {
    const { status, body } = await session.get(ORDER_API.read(leadId));
    if (status !== 200) throw new Error(`order read answered ${status}: ${JSON.stringify(body)}`);
    return body.data as OrderView;
  };

  it('adds travellers from their step 1 up to 9 in all, refuses the 10th, and lists them with their progress', async () => {
    const { id: leadId, session } = await completeApplication(app);

    // A step 1 that breaks a rule is refused in step 1's words and takes no place.
    const bad = await session.post(ORDER_API.addTraveller(leadId), { ...travellerStep1('Amara'), email: 'not-an-address', confirmEmail: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.email).toEqual(expect.any(String));

    const ids: string[] = [];
    for (const name of NAMES.slice(0, 7)) ids.push(await addTraveller(session, leadId, travellerStep1(name)));
    // Three at once for the last place: exactly one gets it.
    const racing = await Promise.all(NAMES.slice(7, 10).map((name) => session.post(ORDER_API.addTraveller(leadId), travellerStep1(name))));
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    for (const refused of racing.filter((answer) => answer.status === 409)) expect(refused.body.err).toBe(ORDER_MESSAGES.full);
    ids.push(racing.find((answer) => answer.status === 200)!.body.data.uniqueId);

    const tenth = await session.post(ORDER_API.addTraveller(leadId), travellerStep1('Ivo'));
    expect(tenth.status).toBe(409);
    expect(tenth.body.err).toBe(ORDER_MESSAGES.full);

    const order = await readOrder(session, leadId);
    expect(order.travellers.map((one) => one.uniqueId)).toEqual([leadId, ...ids]);
    expect(order.travellers[0]).toMatchObject({ lead: true, status: 'draft', nextStep: null, payable: true });
    expect(order.travellers[1]).toMatchObject({ lead: false, givenName: 'Amara', surname: 'Okafor', completedSteps: ['step1'], nextStep: 'step2', payable: false });
    expect(order).toMatchObject({ leadId, maxTravellers: 9, canAddTraveller: false, canPay: false, paid: false });
    // Each traveller is an application of its own, which the lead's browser opens.
    for (const id of ids) expect(await storedRecord(session, id)).toMatchObject({ uniqueId: id, orderLeadId: leadId, status: 'draft' });
    expect(new Set(ids).size).toBe(8);
  });

  it('lets a child travel in the order: a traveller the lead applies for may be under 18; the lead and an application of one may not', async () => {
    const { id: leadId, session } = await completeApplication(app);
    const childBirth = daysFromToday(-10 * 365);
    const childId = await addTraveller(session, leadId, travellerStep1('Zuri', { dateOfBirth: childBirth }));
    // The child's own step 1 and step 2 keep the date of birth.
    expect((await session.patch(step(1, childId), { ...travellerStep1('Zuri', { dateOfBirth: childBirth }) })).status).toBe(200);
    const step2 = await session.patch(step(2, childId), { ...STEP2, givenName: 'Zuri', surname: 'Okafor', dateOfBirth: childBirth, education: 'NA BEING MINOR' });
    expect(step2.status).toBe(200);
    expect(await storedRecord(session, childId)).toMatchObject({ dateOfBirth: childBirth, completedSteps: expect.arrayContaining(['step1', 'step2']) });

    // The person who applies is held to the minimum age: a new application, and the lead's own answers.
    const alone = await new ApiSession(app.url).post('/visaapplication/newApplication', { ...STEP1, dateOfBirth: childBirth });
    expect(alone.status).toBe(400);
    expect(alone.body.errors.dateOfBirth).toBe(MESSAGES.underage);
    const lead = await session.patch(step(1, leadId), { ...STEP1, dateOfBirth: childBirth });
    expect(lead.status).toBe(400);
    expect(lead.body.errors.dateOfBirth).toBe(MESSAGES.underage);
  });

  it("prices each traveller by the fee schedule and sums them; payment is offered once every traveller's application is complete", async () => {
    // The family of the issue: an e-Medical patient (the lead), an e-Medical attendant, and an e-Tourist (urgent).
    const { id: leadId, session } = await completeApplication(app, VISA_CHOICES.medical);
    const attendant = travellerStep1('Amara', { visaService: 'medicalAttendant', serviceSubCategory: 'patientAttendant', serviceSubCat_subCategory: '' });
    const tourist = travellerStep1('Kofi', { applicationType: 'urgent' });
    const first = await addTraveller(session, leadId, attendant);
    const second = await addTraveller(session, leadId, tourist);

    const today = todayIso();
    const expected = [amountToPay({ ...VALID_STEP1, ...VISA_CHOICES.medical }, today), amountToPay(attendant, today), amountToPay(tourist, today)];
    const order = await readOrder(session, leadId);
    expect(order.travellers.map((one) => one.fee)).toEqual(expected);
    const sum = (field: 'total' | 'governmentFee' | 'serviceFee') => expected.reduce((total, fee) => total + fee[field], 0);
    expect(order).toMatchObject({ total: sum('total'), governmentFee: sum('governmentFee'), serviceFee: sum('serviceFee'), currency: 'USD', canPay: false });
    expect(order.travellers.map((one) => [one.visaService, one.serviceSubCategory, one.applicationType])).toEqual([
      ['medical', VISA_CHOICES.medical.serviceSubCategory, 'normal'],
      ['medicalAttendant', 'patientAttendant', 'normal'],
      ['tourist', '30D', 'urgent'],
    ]);
    expect(expected[2].total).not.toBe(amountToPay(VALID_STEP1, today).total);

    await completeInDatabase(app, first);
    expect((await readOrder(session, leadId)).canPay).toBe(false);
    expect((await session.post(`/payments/create-paypal-order?applicationId=${leadId}`, CONSENT)).body.err).toBe(ORDER_MESSAGES.incompleteTravellers);
    await completeInDatabase(app, second);
    expect(await readOrder(session, leadId)).toMatchObject({ canPay: true, total: sum('total') });
  });

  it("copies the lead's shared answers into a traveller with one call, leaves those steps for the traveller to confirm, then lets them edit", async () => {
    const lead = {
      presentHouseNo: '12 Rose Lane',
      fatherName: 'Vikram Rao',
      motherName: 'Leela Rao',
      placeVisited1: 'Jaipur',
      placeVisited2: 'Udaipur',
      referenceNameIndia: 'Ravi Kumar',
      expectedArrival: daysFromToday(40),
    };
    const { id: leadId, session } = await completeApplication(app, lead);
    const travellerId = await addTraveller(session, leadId, travellerStep1('Amara'));
    await completeInDatabase(app, travellerId);
    const before = await storedRecord(session, travellerId);

    const shared = await session.get(ORDER_API.sharedAnswers(leadId));
    expect(shared.status).toBe(200);
    // A new traveller's step 1 also starts from the lead's e-mail address, phone and visa choices.
    const leadRecord = await storedRecord(session, leadId);
    expect(shared.body.data).toMatchObject({ ...lead, email: leadRecord.email, contactNo: leadRecord.contactNo, visaService: leadRecord.visaService, serviceSubCategory: leadRecord.serviceSubCategory });
    expect(leadRecord.email).not.toBe(before.email);
    expect(Object.keys(shared.body.data).every((field) => (ALL_SHARED_ANSWER_FIELDS as readonly string[]).includes(field))).toBe(true);

    const copied = await session.post(ORDER_API.copyShared(leadId, travellerId));
    expect(copied.status).toBe(200);
    expect(copied.body).toMatchObject({ message: ORDER_MESSAGES.copied, data: { uniqueId: travellerId, copiedSteps: ['step1', 'step3', 'step4', 'step5'], stepsToConfirm: ['step3', 'step4', 'step5'] } });
    const after = await storedRecord(session, travellerId);
    expect(after).toMatchObject({ ...lead, portOfArrival: VALID_STEP1.portOfArrival });
    // Only the shared answers changed: the traveller's own stay theirs, and an existing application's e-mail, phone
    // and visa are never replaced (its own step 1 saves them, with their fee and documents).
    expect(after).toMatchObject({
      givenName: 'Amara',
      surname: 'Okafor',
      dateOfBirth: '1988-03-04',
      passportNumber: before.passportNumber,
      email: before.email,
      contactNo: before.contactNo,
      visaService: before.visaService,
      serviceSubCategory: before.serviceSubCategory,
      amountToPay: before.amountToPay,
    });
    expect(after.completedSteps).toEqual(['step1', 'step2', 'photo', 'documents', 'questions']);
    expect((await readOrder(session, leadId)).travellers[1]).toMatchObject({ nextStep: 'step3', payable: false });

    // The traveller edits a copied answer and confirms the step: its rules run, and it is complete again.
    const confirmed = await session.patch(step(4, travellerId), { ...STEP4, placeVisited1: 'Jaipur', placeVisited2: 'Goa' });
    expect(confirmed.status).toBe(200);
    const edited = await storedRecord(session, travellerId);
    expect(edited).toMatchObject({ placeVisited1: 'Jaipur', placeVisited2: 'Goa' });
    expect(edited.completedSteps).toContain('step4');

    // Not a traveller of this order: the lead itself, or another order's application.
    const { id: otherId } = await completeApplication(app);
    for (const target of [leadId, otherId]) {
      const refused = await session.post(ORDER_API.copyShared(leadId, target));
      expect(refused.status).toBe(404);
      expect(refused.body.err).toBe(ORDER_MESSAGES.notInOrder);
    }
  });

  it('removes a traveller before payment with their photo and documents, frees the place, and keeps the lead while others remain', async () => {
    const { id: leadId, session } = await completeApplication(app);
    const stays = await addTraveller(session, leadId, travellerStep1('Amara'));
    const leaves = await addTraveller(session, leadId, travellerStep1('Kofi'));
    expect((await session.patch(step(5, leaves), form(['mainImg', await jpeg(), 'kofi.jpg', 'image/jpeg']))).status).toBe(200);
    expect((await session.patch(step(6, leaves), form(['passportCopy', await jpeg(500, 700), 'passport.jpg', 'image/jpeg']))).status).toBe(200);
    const files = await storedNamesByKind(app.config.MONGODB_URI, leaves);
    expect(Object.keys(files).sort()).toEqual(['mainImg', 'passportCopy']);
    // An open PayPal order of the group is voided by the removal: it paid for the traveller who leaves.
    await completeInDatabase(app, stays);
    await completeInDatabase(app, leaves, { mainImg: files.mainImg[0], passportCopy: files.passportCopy[0] });
    const created = await session.post(`/payments/create-paypal-order?applicationId=${leadId}`, CONSENT);
    expect(created.status).toBe(200);

    const lead = await session.request('DELETE', ORDER_API.traveller(leadId, leadId));
    expect(lead.status).toBe(409);
    expect(lead.body.err).toBe(ORDER_MESSAGES.leadWithOthers);

    const removed = await session.request('DELETE', ORDER_API.traveller(leadId, leaves));
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ message: ORDER_MESSAGES.removed, data: { uniqueId: leaves } });
    expect((await session.get(readPath(leaves))).status).toBe(404);
    expect(await storedNamesByKind(app.config.MONGODB_URI, leaves)).toEqual({});
    expect((await readOrder(session, leadId)).travellers.map((one) => one.uniqueId)).toEqual([leadId, stays]);
    expect((await session.request('DELETE', ORDER_API.traveller(leadId, leaves))).status).toBe(404);
    const { payments } = await storedOrder(app, [leadId], leadId);
    expect(payments.map((payment) => [String(payment._id), payment.status, payment.voidReason])).toEqual([[created.body.data.orderID, 'void', 'superseded']]);
  });

  it("opens the whole order to the lead's number and date of birth, and only their own application to a traveller's", async () => {
    const { id: leadId, session } = await completeApplication(app);
    const amara = await addTraveller(session, leadId, travellerStep1('Amara', { dateOfBirth: '1988-03-04' }));
    const kofi = await addTraveller(session, leadId, travellerStep1('Kofi', { dateOfBirth: '1992-07-08' }));

    const leadBrowser = new ApiSession(app.url);
    expect((await leadBrowser.post('/visaapplication/findApplication', { applicationId: leadId, dateOfBirth: VALID_STEP1.dateOfBirth })).status).toBe(200);
    for (const id of [leadId, amara, kofi]) expect((await leadBrowser.get(readPath(id))).status).toBe(200);
    expect((await readOrder(leadBrowser, leadId)).travellers).toHaveLength(3);

    const amaraBrowser = new ApiSession(app.url);
    expect((await amaraBrowser.post('/visaapplication/findApplication', { applicationId: amara, dateOfBirth: '1988-03-04' })).status).toBe(200);
    expect((await amaraBrowser.get(readPath(amara))).status).toBe(200);
    // Neither the lead's passport data nor another traveller's, nor anything of the order.
    for (const path of [
      readPath(leadId),
      readPath(kofi),
      ORDER_API.read(leadId),
      ORDER_API.sharedAnswers(leadId),
      `/payments/summary?applicationId=${leadId}`,
      `/payments/summary?applicationId=${kofi}`,
      `${ORDER_API.read(leadId)}?applicationId=${amara}`,
    ]) {
      const { status, text } = await amaraBrowser.get(path);
      expect({ path, status }).toEqual({ path, status: 403 });
      expect(text).not.toContain('Smith');
    }
    for (const [method, path] of [
      ['POST', ORDER_API.addTraveller(leadId)],
      ['POST', ORDER_API.copyShared(leadId, amara)],
      ['DELETE', ORDER_API.traveller(leadId, kofi)],
    ] as const) {
      expect((await amaraBrowser.request(method, path, method === 'POST' ? travellerStep1('Mallory') : undefined)).status).toBe(403);
    }
    // The traveller's own number is not an order's: the order is managed and paid from the lead's.
    const own = await amaraBrowser.get(ORDER_API.read(amara));
    expect(own.status).toBe(409);
    expect(own.body.err).toBe(ORDER_MESSAGES.notLead);
    await completeInDatabase(app, amara);
    const pay = await amaraBrowser.post(`/payments/create-paypal-order?applicationId=${amara}`, CONSENT);
    expect(pay.status).toBe(409);
    expect(pay.body.err).toBe(ORDER_MESSAGES.payFromLead);
    expect(pay.body.err).not.toBe(PAYMENT_MESSAGES.incomplete);
    expect((await storedRecord(session, kofi)).status).toBe('draft');
  });
});
