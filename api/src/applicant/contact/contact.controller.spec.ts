import mongoose from 'mongoose';
import { MESSAGES, type MessageKey } from '@evisa/contracts';
import { startSmtpSink } from '../../platform/notifications/testing/smtp-sink';
import { ApiSession } from '../../platform/testing/api-session';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { checkFormToken, issueFormToken } from './form-token';

const AGENCY = 'desk@agency.example';
const SECRET = 'c'.repeat(40);
const KEYS = { current: SECRET, previous: [] };
/** A form token as the API issues it, `ageMs` ago (the tests know the API's secret). */
const tokenAged = (ageMs: number, keys = KEYS) => issueFormToken(keys, Date.now() - ageMs);
/** What the form sends for a person who took 20 s to write. */
const VALID = {
  name: 'Léa Martin',
  email: 'lea.martin@example.fr',
  phone: '+33 1 23 45 67 89',
  message: 'Bonjour, quand recevrai-je mon e-Visa ?',
  applicationId: 'in0123456789abc',
  website: '',
  formToken: tokenAged(20_000),
  language: 'fr',
};

describe('POST /contact (HTTP, real database, SMTP sink)', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  let db: mongoose.Connection;
  const stored = () => db.collection('contact_messages').find().toArray();

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp({ SMTP_PORT: String(sink.port), AGENCY_EMAIL: AGENCY, ACCESS_SECRET: SECRET });
    db = await mongoose.createConnection(app.config.MONGODB_URI).asPromise();
  });
  afterAll(async () => {
    await db.close();
    await app.close();
    await sink.stop();
  });
  beforeEach(async () => {
    await db.collection('contact_messages').deleteMany({});
    await db.collection('emails').deleteMany({});
    sink.mails.length = 0;
  });

  it('stores a valid message, acknowledges it to the sender in their language and forwards it to the agency', async () => {
    const response = await new ApiSession(app.url).post('/contact', VALID);
    expect(response.status).toBe(200);
    const [message, ...others] = await stored();
    expect(response.body).toMatchObject({ status: 200, data: { received: true, reference: message._id } });
    expect(others).toEqual([]);
    expect(message).toMatchObject({ name: 'Léa Martin', email: VALID.email, phone: VALID.phone, message: VALID.message, applicationId: 'IN0123456789ABC', language: 'fr' });
    expect(message._id).toMatch(/^CT[0-9A-Z]{10}$/);

    const acknowledgement = await sink.waitFor(VALID.email);
    expect(acknowledgement.subject).toBe(`Nous avons bien reçu votre message (${message._id})`);
    // Nothing the sender chose: only the site's words and the message's reference.
    expect(acknowledgement.text).toContain('Bonjour,');
    expect(acknowledgement.text).toContain(`Votre référence: ${message._id}`);
    for (const chosen of [VALID.message, 'Léa', 'Martin', 'IN0123456789ABC', VALID.phone]) expect(acknowledgement.text).not.toContain(chosen);

    const forward = await sink.waitFor(AGENCY);
    expect(forward.subject).toBe(`Contact form: Léa Martin (IN0123456789ABC) [${message._id}]`);
    expect(forward.replyTo).toEqual([VALID.email]);
    expect(acknowledgement.replyTo).toBeUndefined();
    for (const line of [`E-mail: ${VALID.email}`, `Phone: ${VALID.phone}`, 'Language: fr', VALID.message]) expect(forward.text).toContain(line);

    const outbox = await db.collection('emails').find({ _id: { $in: [`contact-acknowledgement:${message._id}`, `contact-forward:${message._id}`] } as never }).toArray();
    expect(outbox.map((mail) => mail.template).sort()).toEqual(['contactAcknowledgement', 'contactForward']);
  });

  it('acknowledges in English when the language is missing or not offered', async () => {
    await new ApiSession(app.url).post('/contact', { ...VALID, email: 'pt@example.com', language: 'pt' });
    expect((await sink.waitFor('pt@example.com')).subject).toMatch(/^We have received your message \(CT/);
    expect((await stored())[0].language).toBe('en');
  });

  it.each<[string, Record<string, unknown>, string, MessageKey]>([
    ['no name', { name: '  ' }, 'name', 'required'],
    ['no e-mail', { email: '' }, 'email', 'required'],
    ['no phone', { phone: undefined }, 'phone', 'required'],
    ['no message', { message: '' }, 'message', 'required'],
    ['a malformed e-mail', { email: 'lea@' }, 'email', 'invalidEmail'],
    ['a phone of 5 digits', { phone: '12345' }, 'phone', 'invalidPhone'],
    ['a name of 101 characters', { name: 'L'.repeat(101) }, 'name', 'nameTooLong'],
    ['a message of 9 characters', { message: 'Bonjour ?' }, 'message', 'messageTooShort'],
    ['a message of 1,501 characters', { message: 'x'.repeat(1501) }, 'message', 'messageTooLong'],
    ['a malformed application number', { applicationId: 'IN-<b>' }, 'applicationId', 'invalidApplicationNumber'],
  ])('refuses %s with its message and key, storing and sending nothing', async (_case, change, field, key) => {
    const response = await new ApiSession(app.url).post('/contact', { ...VALID, ...change });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ [field]: MESSAGES[key] });
    expect(response.body.errorKeys).toEqual({ [field]: key });
    expect(await stored()).toEqual([]);
  });

  it('refuses fields the form does not have', async () => {
    const response = await new ApiSession(app.url).post('/contact', { ...VALID, subject: 'hi' });
    expect(response.status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it.each<[string, () => Record<string, unknown>, string, MessageKey]>([
    ['the honeypot is filled', () => ({ website: 'https://spam.example' }), 'website', 'contactNotSent'],
    ['it was sent 1 s after its form token was issued', () => ({ formToken: tokenAged(1_000) }), 'formToken', 'contactTooSoon'],
    ['it was sent 2.9 s after its form token was issued', () => ({ formToken: tokenAged(2_900) }), 'formToken', 'contactTooSoon'],
    ['it has no form token', () => ({ formToken: undefined }), 'formToken', 'contactFormExpired'],
    ['its form token is more than a day old', () => ({ formToken: tokenAged(25 * 3600_000) }), 'formToken', 'contactFormExpired'],
    ['its form token was signed with another secret', () => ({ formToken: tokenAged(20_000, { current: 'x'.repeat(40), previous: [] }) }), 'formToken', 'contactFormExpired'],
    ['its form token was altered', () => ({ formToken: VALID.formToken.replace(/^[0-9a-z]+/, (time) => (parseInt(time, 36) - 60_000).toString(36)) }), 'formToken', 'contactFormExpired'],
  ])('refuses a message when %s, tells the sender what to do, and stores and sends nothing', async (_case, change, field, key) => {
    const response = await new ApiSession(app.url).post('/contact', { ...VALID, email: 'bot@example.com', ...change() });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ [field]: MESSAGES[key] });
    expect(response.body.errorKeys).toEqual({ [field]: key });
    expect(JSON.stringify(response.body)).not.toMatch(/received/i);
    expect(await stored()).toEqual([]);
    // Every mail is queued in the outbox before it is sent: none queued is none sent, without waiting.
    expect(await db.collection('emails').countDocuments()).toBe(0);
  });

  it('issues form tokens that are refused at once and accepted after 3 s, and tells the form to wait that long', async () => {
    const session = new ApiSession(app.url);
    const issued = await session.get('/contact/form-token');
    expect(issued.status).toBe(200);
    expect(issued.headers.get('cache-control')).toBe('no-store');
    const { formToken, waitMs } = issued.body.data;
    expect(waitMs).toBe(3_000);
    expect((await session.post('/contact', { ...VALID, formToken })).body.errorKeys).toEqual({ formToken: 'contactTooSoon' });
    expect(checkFormToken(formToken, KEYS, Date.now() + 3_000)).toBe('ok');
    expect(await stored()).toEqual([]);
  });

  it('accepts a message sent exactly 3 s after its token was issued', async () => {
    expect((await new ApiSession(app.url).post('/contact', { ...VALID, formToken: tokenAged(3_000) })).status).toBe(200);
    expect(await stored()).toHaveLength(1);
  });
});

describe('POST /contact with the minimum time configured (CONTACT_MIN_FILL_MS)', () => {
  it('takes the minimum from the configuration: none, and a fresh token is accepted at once; 10 s, and 3 s is too soon', async () => {
    const sink = await startSmtpSink();
    const quick = await startTestApp({ SMTP_PORT: String(sink.port), ACCESS_SECRET: SECRET, CONTACT_MIN_FILL_MS: '0' });
    const slow = await startTestApp({ SMTP_PORT: String(sink.port), ACCESS_SECRET: SECRET, CONTACT_MIN_FILL_MS: '10000' });
    try {
      const session = new ApiSession(quick.url);
      const issued = await session.get('/contact/form-token');
      expect(issued.body.data.waitMs).toBe(0);
      const sent = await session.post('/contact', { ...VALID, formToken: issued.body.data.formToken });
      expect(sent.status).toBe(200);
      const refused = await new ApiSession(slow.url).post('/contact', { ...VALID, formToken: tokenAged(3_000) });
      expect(refused.body.errorKeys).toEqual({ formToken: 'contactTooSoon' });
      expect((await new ApiSession(slow.url).get('/contact/form-token')).body.data.waitMs).toBe(10_000);
    } finally {
      await quick.close();
      await slow.close();
      await sink.stop();
    }
  });
});

describe('POST /contact under the rate limit', () => {
  it('answers 429 once a client has sent more than the write limit', async () => {
    const app = await startTestApp({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_WRITES: '2', SMTP_PORT: '9' });
    try {
      const session = new ApiSession(app.url);
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await session.post('/contact', { ...VALID, website: 'bot' })).status);
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await app.close();
    }
  });
});
