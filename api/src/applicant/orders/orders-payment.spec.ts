// One PayPal order pays for every traveller of an order, bound to each traveller's priced choices; the
// receipt and the confirmation e-mails list the travellers; the desk sees the order together and refunds one
// traveller alone. Over HTTP against the real database, the PayPal sandbox and an SMTP sink.
import { randomUUID } from 'node:crypto';
import { ORDER_API, ORDER_MESSAGES, PAYMENT_MESSAGES, todayIso, type OrderView, type Receipt } from '@evisa/contracts';
import { VALID_STEP1, VISA_CHOICES } from '@evisa/contracts/testing';
import { amountToPay } from '@evisa/reference-data';
import { startSmtpSink } from '../../platform/notifications/testing/smtp-sink';
import { CONSENT, completeApplication, decideInSandbox, payOnce, setSandboxHooks } from '../payments/testing/payment-fixtures';
import { enrolStaff, signInStaff, type StaffBrowser } from '../../desk/staff-auth/testing/staff-fixtures';
import { ApiSession } from '../../platform/testing/api-session';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { addTraveller, completeInDatabase, storedOrder, travellerStep1 } from './testing/order-fixtures';

describe('several travellers, one order: paying once for all (HTTP, real database, PayPal sandbox, SMTP sink)', () => {
  let app: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: StaffBrowser;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp({ SMTP_PORT: String(sink.port), MAIL_OUTBOX_INTERVAL_MS: '200', MAIL_RETRY_BASE_MS: '50' });
    admin = await signInStaff(app, await enrolStaff(app, 'admin', 'Anil Admin'));
  });
  afterAll(async () => {
    await app?.close();
    await sink?.stop();
  });

  /**
   * A family of three, complete: the lead (e-Tourist), Amara (e-Business, her own address, in French) and Kofi
   * (e-Tourist, urgent, the lead's address).
   */
  async function family() {
    const { id: leadId, email, session } = await completeApplication(app);
    const amaraStep1 = travellerStep1('Amara', { ...VISA_CHOICES.businessMeeting, language: 'fr' });
    const kofiStep1 = travellerStep1('Kofi', { applicationType: 'urgent', email, confirmEmail: email });
    const amara = await addTraveller(session, leadId, amaraStep1);
    const kofi = await addTraveller(session, leadId, kofiStep1);
    await completeInDatabase(app, amara);
    await completeInDatabase(app, kofi);
    const today = todayIso();
    const fees = [amountToPay(VALID_STEP1, today), amountToPay(amaraStep1, today), amountToPay(kofiStep1, today)];
    return { leadId, email, session, amara, kofi, amaraStep1, kofiStep1, ids: [leadId, amara, kofi], fees, total: fees.reduce((sum, fee) => sum + fee.total, 0) };
  }

  const create = (session: ApiSession, id: string) => session.post(`/payments/create-paypal-order?applicationId=${id}`, CONSENT);
  const capture = (session: ApiSession, id: string, orderID: string) => session.post(`/payments/capture-paypal-order?applicationId=${id}`, { orderID, language: 'en' });
  const statuses = async (ids: string[], leadId: string) => {
    const { applications } = await storedOrder(app, ids, leadId);
    return ids.map((id) => applications[id].status);
  };
  const waitForMails = async (predicate: (mail: (typeof sink.mails)[number]) => boolean, count: number) => {
    for (let tries = 0; tries < 100 && sink.mails.filter(predicate).length < count; tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 400));
    return sink.mails.filter(predicate);
  };

  it('pays for every traveller with one PayPal order for the sum; receipts, e-mails, /status, the desk and a one-traveller refund', async () => {
    const { leadId, email, session, amara, kofi, amaraStep1, ids, fees, total } = await family();
    expect((await session.get(ORDER_API.read(leadId))).body.data).toMatchObject({ canPay: true, total });
    // The payment page's summary carries the order, whose total is what the payment charges.
    const summary = (await session.get(`/payments/summary?applicationId=${leadId}`)).body.data;
    expect(summary).toMatchObject({ amountToPay: fees[0], order: { leadId, total, canPay: true } });
    expect(summary.order.travellers.map((one: { uniqueId: string }) => one.uniqueId)).toEqual(ids);
    expect((await session.get(`/payments/summary?applicationId=${amara}`)).body.data.order).toBeNull();

    const { orderID, captured } = await payOnce(app, session, leadId, 'approve');
    expect(captured.status).toBe(200);
    const receipt = captured.body.data as Receipt;
    expect(receipt).toMatchObject({ orderId: orderID, total, currency: 'USD' });
    expect(receipt.travellers).toEqual([
      { uniqueId: leadId, givenName: VALID_STEP1.givenName, surname: VALID_STEP1.surname, governmentFee: fees[0].governmentFee, serviceFee: fees[0].serviceFee, total: fees[0].total },
      { uniqueId: amara, givenName: 'Amara', surname: 'Okafor', governmentFee: fees[1].governmentFee, serviceFee: fees[1].serviceFee, total: fees[1].total },
      { uniqueId: kofi, givenName: 'Kofi', surname: 'Okafor', governmentFee: fees[2].governmentFee, serviceFee: fees[2].serviceFee, total: fees[2].total },
    ]);

    // One order, one capture of the sum, every traveller paid at its own quote.
    const stored = await storedOrder(app, ids, leadId);
    expect(stored.payments).toHaveLength(1);
    expect(stored.payments[0]).toMatchObject({ status: 'completed', quote: { total }, capturedAmount: { value: total.toFixed(2), currency: 'USD' } });
    expect(stored.payments[0].travellers.map((one: { applicationId: string }) => one.applicationId)).toEqual(ids);
    ids.forEach((id, index) => expect(stored.applications[id]).toMatchObject({ status: 'paid', amountToPay: fees[index] }));
    expect((await session.get(ORDER_API.read(leadId))).body.data as OrderView).toMatchObject({ paid: true, canPay: false, canAddTraveller: false });

    // A traveller's own number works on /status, and their receipt shows their own line and fee only.
    const amaraBrowser = new ApiSession(app.url);
    const found = await amaraBrowser.post('/visaapplication/findApplication', { applicationId: amara, dateOfBirth: amaraStep1.dateOfBirth });
    expect(found.body.data).toMatchObject({ uniqueId: amara, status: 'paid', stage: { stage: expect.any(String) } });
    const own = (await amaraBrowser.get(`/payments/summary?applicationId=${amara}`)).body.data.receipt as Receipt;
    expect(own).toMatchObject({ orderId: orderID, total: fees[1].total, travellers: [{ uniqueId: amara, total: fees[1].total }] });

    // The lead's confirmation lists every traveller; Amara gets her own, in French; Kofi shares the lead's address.
    const leadMails = await waitForMails((mail) => mail.to.includes(email.toLowerCase()), 1);
    const leadConfirmation = leadMails.filter((mail) => mail.subject === `Payment received: e-Visa application ${leadId}`);
    expect(leadConfirmation).toHaveLength(1);
    expect(leadConfirmation[0].text).toContain('Travellers in this order');
    for (const id of ids) expect(leadConfirmation[0].text).toContain(id);
    expect(leadConfirmation[0].text).toContain('Amara Okafor');
    const amaraMails = await waitForMails((mail) => mail.to.includes(amaraStep1.email.toLowerCase()) && mail.subject.includes('Paiement'), 1);
    expect(amaraMails.map((mail) => mail.subject)).toEqual([`Paiement reçu : demande d'e-Visa ${amara}`]);
    expect(amaraMails[0].text).not.toContain(leadId);
    expect(sink.mails.filter((mail) => mail.subject.includes(kofi) && /Payment|Paiement/.test(mail.subject))).toEqual([]);

    // After payment a traveller is not removed by the applicant: the agency refunds.
    const removal = await session.request('DELETE', ORDER_API.traveller(leadId, kofi));
    expect(removal.status).toBe(409);
    expect(removal.body.err).toBe(ORDER_MESSAGES.removePaid);

    // The desk sees the order's other applications with each review, and refunds Amara's fee alone.
    const review = (await admin.get(`/staff/applications/${amara}`)).body.data;
    expect(review.order).toEqual({
      leadId,
      members: [
        { uniqueId: leadId, lead: true, givenName: VALID_STEP1.givenName, surname: VALID_STEP1.surname, status: 'paid', reviewState: 'received' },
        { uniqueId: kofi, lead: false, givenName: 'Kofi', surname: 'Okafor', status: 'paid', reviewState: 'received' },
      ],
    });
    const requestId = randomUUID();
    const refunded = await admin.send('POST', `/staff/applications/${amara}/refunds`, { reason: 'Traveller cancelled the trip', requestId });
    expect(refunded.status).toBe(201);
    expect(refunded.body.data).toMatchObject({ amount: fees[1].total.toFixed(2), full: true, status: 'COMPLETED', applicationId: amara });
    const again = await admin.send('POST', `/staff/applications/${amara}/refunds`, { reason: 'Traveller cancelled the trip', requestId });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(refunded.body.data.id);
    expect((await admin.get(`/staff/applications/${amara}/refunds`)).body.data).toMatchObject({ captured: fees[1].total.toFixed(2), remaining: '0.00' });
    expect((await admin.get(`/staff/applications/${leadId}/refunds`)).body.data).toMatchObject({ captured: fees[0].total.toFixed(2), refunded: '0.00', remaining: fees[0].total.toFixed(2) });
    expect(await statuses(ids, leadId)).toEqual(['paid', 'paid', 'paid']);
    const states = await Promise.all([leadId, amara, kofi].map(async (id) => (await admin.get(`/staff/applications/${id}`)).body.data.item.state));
    expect(states).toEqual(['received', 'refunded', 'received']);
  });

  it("refuses to pay from a traveller's number, and voids the order when a traveller's priced choices change or a traveller is added", async () => {
    const { leadId, session, amara, kofi, kofiStep1, ids } = await family();
    const fromTraveller = await create(session, amara);
    expect(fromTraveller.status).toBe(409);
    expect(fromTraveller.body.err).toBe(ORDER_MESSAGES.payFromLead);

    // Kofi's visa changes after the order was made: the order is void, no money is taken.
    const first = (await create(session, leadId)).body.data.orderID as string;
    const changed = await session.patch(`/visaapplication/applicationSubmitStep1?applicationId=${kofi}`, { ...kofiStep1, serviceSubCategory: '5YR' });
    expect(changed.status).toBe(200);
    await decideInSandbox(app, first, 'approve');
    const refused = await capture(session, leadId, first);
    expect(refused.status).toBe(409);
    expect(refused.body.err).toBe(PAYMENT_MESSAGES.orderChanged);
    let stored = await storedOrder(app, ids, leadId);
    expect(stored.payments[0]).toMatchObject({ status: 'void', voidReason: 'choicesChanged' });
    expect(ids.map((id) => stored.applications[id].status)).not.toContain('paid');

    // A new order is for the new price; adding a traveller voids it too.
    const second = (await create(session, leadId)).body.data.orderID as string;
    stored = await storedOrder(app, ids, leadId);
    const newKofi = amountToPay({ ...kofiStep1, serviceSubCategory: '5YR' }, todayIso());
    expect(stored.payments.find((payment) => String(payment._id) === second)!.travellers[2]).toMatchObject({ applicationId: kofi, quote: newKofi });
    await addTraveller(session, leadId, travellerStep1('Ada'));
    await decideInSandbox(app, second, 'approve');
    expect((await capture(session, leadId, second)).body.err).toBe(PAYMENT_MESSAGES.orderChanged);
    expect((await storedOrder(app, ids, leadId)).payments.find((payment) => String(payment._id) === second)).toMatchObject({ status: 'void', voidReason: 'superseded' });
  });

  it('sets back the travellers already marked paid and refunds the whole capture when one changes while the money is taken', async () => {
    const { leadId, session, kofi, kofiStep1, ids, total } = await family();
    const { orderID } = (await create(session, leadId)).body.data;
    await decideInSandbox(app, orderID, 'approve');
    await setSandboxHooks(app, orderID, { delayMs: 1500 });

    const capturing = capture(session, leadId, orderID);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await session.patch(`/visaapplication/applicationSubmitStep1?applicationId=${kofi}`, { ...kofiStep1, serviceSubCategory: '5YR' })).status).toBe(200);
    const captured = await capturing;

    expect(captured.status).toBe(409);
    expect(captured.body.err).toBe(PAYMENT_MESSAGES.refunding);
    const stored = await storedOrder(app, ids, leadId);
    expect(stored.payments[0]).toMatchObject({ status: 'refunded', voidReason: 'choicesChanged', capturedAmount: { value: total.toFixed(2) }, refund: { status: 'COMPLETED' } });
    for (const id of ids) expect(stored.applications[id]).toMatchObject({ status: 'awaiting_payment' });
    for (const id of ids) expect(stored.applications[id].paidAt).toBeUndefined();
    expect((await capture(session, leadId, orderID)).body.err).toBe(PAYMENT_MESSAGES.refunding);
  });
});
