import mongoose from 'mongoose';
import { MESSAGES } from '@evisa/contracts';
import { startSmtpSink } from '../../platform/notifications/testing/smtp-sink';
import { STEP1 } from '../steps/step-fixtures';
import { ApiSession } from '../../platform/testing/api-session';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { DraftEmailsService } from './draft-emails.service';
import { DraftReminderJob } from './draft-reminder.job';

const SITE = 'https://visa.example';
const DAY_MS = 24 * 60 * 60 * 1000;
let clients = 0;

describe('e-mails before payment: the number after step 1, one reminder, the opt-out (HTTP, real database, SMTP sink)', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  let db: mongoose.Connection;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp({ SMTP_PORT: String(sink.port), SITE_URL: SITE, DRAFT_EMAILS_PER_ADDRESS: '2', DRAFT_REMINDER_DAYS: '3' });
    db = await mongoose.createConnection(app.config.MONGODB_URI).asPromise();
  });
  afterAll(async () => {
    await db?.close();
    await app?.close();
    await sink?.stop();
  });

  const applications = () => db.collection<{ _id: string; updatedAt: Date; reminderSentAt?: Date; status: string }>('applications');
  const outbox = (template: string) => db.collection('emails').find({ template }).toArray();

  /** A new application from its own client address (X-Forwarded-For, trusted from loopback like a proxy's). */
  async function createAndSay(email: string, language?: string, client = `203.0.113.${(clients += 1)}`) {
    const response = await new ApiSession(app.url).request('POST', '/visaapplication/newApplication', { ...STEP1, email, confirmEmail: email, ...(language ? { language } : {}) }, { 'X-Forwarded-For': client });
    expect(response.status).toBe(200);
    return response.body.data as { uniqueId: string; numberEmailed: boolean };
  }
  const create = async (email: string, language?: string, client?: string) => (await createAndSay(email, language, client)).uniqueId;

  /** Makes an application's last change `days` ago, as if the applicant had left it then. */
  async function leftAgo(id: string, days: number) {
    await applications().updateOne({ _id: id }, { $set: { updatedAt: new Date(Date.now() - days * DAY_MS) } });
  }

  /** One run of the reminder (the job runs it once per interval across instances; these tests need several). */
  const runReminders = () => app.nest.get(DraftEmailsService).remindDue();

  it('e-mails the temporary number after step 1 in the applicant’s language, with a link that carries no personal data', async () => {
    const id = await create('ines.moreau@example.fr', 'fr');
    const mail = await sink.waitFor('ines.moreau@example.fr');
    expect(mail.subject).toBe(`Votre numéro de demande d'e-Visa : ${id}`);
    expect(mail.text).toContain(`Votre numéro de demande provisoire: ${id}`);
    const link = new RegExp(`${SITE}/partial-Filled#${id}:[0-9a-z]+\\.[A-Za-z0-9_-]{43}`);
    expect(mail.text).toMatch(link);
    expect(mail.html).toMatch(new RegExp(`href="${link.source}"`));
    for (const personal of [STEP1.dateOfBirth, STEP1.dateOfBirth.split('-').reverse().join('/'), STEP1.surname, STEP1.givenName]) {
      expect(mail.text).not.toContain(personal);
      expect(mail.html).not.toContain(personal);
    }
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
  });

  it('writes in English when the language is unknown or not given', async () => {
    const id = await create('no.language@example.com');
    expect((await sink.waitFor('no.language@example.com')).subject).toBe(`Your e-Visa application number: ${id}`);
  });

  it('sends at most DRAFT_EMAILS_PER_ADDRESS to one address, says in the answer whether it sent it, and still creates every application', async () => {
    const before = (await outbox('draftResume')).length;
    const answers = [];
    for (let n = 0; n < 3; n += 1) answers.push(await createAndSay('target@example.com'));
    expect(answers.map((answer) => answer.numberEmailed)).toEqual([true, true, false]);
    const toTarget = (await outbox('draftResume')).filter((mail) => mail.to === 'target@example.com');
    expect(toTarget.map((mail) => mail.applicationId)).toEqual(answers.slice(0, 2).map((answer) => answer.uniqueId));
    expect(await applications().countDocuments({ _id: { $in: answers.map((answer) => answer.uniqueId) } })).toBe(3);
    expect((await outbox('draftResume')).length).toBe(before + 2);
  });

  it('counts per recipient, not per client address: an office or a hotel behind one address gets every number', async () => {
    const client = '198.51.100.7';
    const answers = [];
    for (let n = 0; n < 12; n += 1) answers.push(await createAndSay(`guest${n}@example.com`, 'en', client));
    expect(answers.every((answer) => answer.numberEmailed)).toBe(true);
    const ids = answers.map((answer) => answer.uniqueId);
    expect((await outbox('draftResume')).filter((mail) => ids.includes(mail.applicationId))).toHaveLength(12);
  });

  it('reminds an unpaid application once, days after its last change, with the opt-out headers, without extending its retention', async () => {
    const id = await create('late.applicant@example.de', 'de');
    const fresh = await create('fresh.applicant@example.de', 'de');
    const paid = await create('paid.applicant@example.de', 'de');
    const complete = await create('complete.applicant@example.de', 'de');
    await leftAgo(id, 4);
    await leftAgo(paid, 4);
    await leftAgo(complete, 5);
    await applications().updateOne({ _id: paid }, { $set: { status: 'paid' } });
    await applications().updateOne({ _id: complete }, { $set: { status: 'awaiting_payment' } });
    const leftAt = (await applications().findOne({ _id: id }))!.updatedAt;

    // The scheduled job does it: its first tick in this interval runs the reminder, a second one does not.
    const job = app.nest.get(DraftReminderJob);
    expect(await job.tick()).toBe(true);
    expect(await job.tick()).toBe(false);
    const reminders = await outbox('draftReminder');
    // A draft and a complete application waiting for its payment; never the paid one.
    expect(reminders.map((mail) => mail.applicationId).sort()).toEqual([complete, id].sort());
    const mail = await sink.waitForMail((sent) => sent.to.includes('late.applicant@example.de') && sent.subject.includes('nicht abgeschlossen'));
    expect(mail.subject).toBe(`Ihr e-Visa-Antrag ${id} ist noch nicht abgeschlossen`);
    expect(mail.text).toContain(`${SITE}/partial-Filled#${id}`);
    expect(mail.headers['list-unsubscribe']).toMatch(new RegExp(`^<${SITE}/api/email-preferences/unsubscribe\\?token=${id}\\.de\\.[A-Za-z0-9_-]{43}>$`));
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).not.toContain(STEP1.dateOfBirth);

    const stored = await applications().findOne({ _id: id });
    expect(stored!.updatedAt).toEqual(leftAt);
    expect(stored!.reminderSentAt).toBeInstanceOf(Date);
    expect(await runReminders()).toBe(0);
    expect((await outbox('draftReminder')).map((sent) => sent.applicationId).sort()).toEqual([complete, id].sort());
    expect((await applications().findOne({ _id: fresh }))!.reminderSentAt).toBeUndefined();
  });

  it('stops reminders to an address with the one-click POST (a GET only shows the page); a forged token changes nothing', async () => {
    const first = await create('opting.out@example.it', 'it');
    await leftAgo(first, 5);
    await runReminders();
    await sink.waitFor('opting.out@example.it');
    const reminder = (await outbox('draftReminder')).find((mail) => mail.applicationId === first)!;
    const url = reminder.headers['List-Unsubscribe'].slice(1, -1).replace(`${SITE}/api`, app.url);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('<button type="submit"');
    expect(html).toContain('Interrompi i promemoria');
    expect(await db.collection('email_opt_outs').countDocuments()).toBe(0);

    const forged = url.replace(/\.[A-Za-z0-9_-]{43}$/, `.${'A'.repeat(43)}`);
    const invalid = await fetch(forged);
    expect(invalid.status).toBe(404);
    expect(invalid.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await invalid.text()).toContain('This link is not valid.');
    expect((await fetch(url.replace(/\?token=.*$/, ''))).status).toBe(404);
    const refused = await fetch(forged, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(refused.status).toBe(404);
    expect(await db.collection('email_opt_outs').countDocuments()).toBe(0);

    const oneClick = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect(await db.collection('email_opt_outs').countDocuments()).toBe(1);

    const second = await create('Opting.Out@example.it', 'it');
    await leftAgo(second, 5);
    await runReminders();
    expect((await applications().findOne({ _id: second }))!.reminderSentAt).toBeInstanceOf(Date);
    expect((await outbox('draftReminder')).map((mail) => mail.applicationId)).not.toContain(second);

    const browserPost = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' } });
    expect(browserPost.status).toBe(200);
    expect(await browserPost.text()).toContain('Fatto: non invieremo più promemoria a questo indirizzo e-mail.');
  });

  describe('resume links', () => {
    const linkIn = (text: string, id: string) => new RegExp(`/partial-Filled#(${id}):([0-9a-z]+\\.[A-Za-z0-9_-]{43})`).exec(text);
    const ask = (applicationId: string, client = `192.0.2.${(clients += 1)}`) =>
      new ApiSession(app.url).request('POST', '/visaapplication/emailResumeLink', { applicationId }, { 'X-Forwarded-For': client });

    it('opens the application from the e-mailed link in a new browser, without the date of birth; a forged or foreign token opens nothing', async () => {
      const id = await create('link.owner@example.com');
      const [, linkId, token] = linkIn((await sink.waitFor('link.owner@example.com')).text, id)!;
      const other = await create('other.owner@example.com');

      const stranger = new ApiSession(app.url);
      // One signature character changed, away from the end (the last one carries unused bits, and may already be 'A').
      const at = token.length - 5;
      const tampered = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
      for (const [applicationId, forged] of [[id, tampered], [other, token], [id, 'zzzzzz.abc'], [id, '']]) {
        const refused = await stranger.post('/visaapplication/openResumeLink', { applicationId, token: forged });
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe(MESSAGES.resumeLinkInvalid);
      }
      expect((await stranger.get(`/visaapplication/application?applicationId=${id}`)).status).toBe(403);

      const owner = new ApiSession(app.url);
      const opened = await owner.post('/visaapplication/openResumeLink', { applicationId: linkId, token });
      expect(opened.status).toBe(200);
      expect(opened.body.data).toMatchObject({ uniqueId: id, nextStep: 'step2' });
      expect((await owner.get(`/visaapplication/application?applicationId=${id}`)).status).toBe(200);
    });

    it('a link that has expired opens nothing', async () => {
      const id = await create('expired.link@example.com');
      const old = app.nest.get(DraftEmailsService).resumeUrl(id, Date.now() - 8 * DAY_MS);
      const token = old.split(':').at(-1)!;
      expect((await new ApiSession(app.url).post('/visaapplication/openResumeLink', { applicationId: id, token })).status).toBe(403);
    });

    it('"e-mail me a link" answers the same for any number and sends the link only to the address on file, a few times a day at most', async () => {
      const id = await create('on.file@example.com');
      await sink.waitFor('on.file@example.com');
      const answers = [await ask(id), await ask('IN0000000000000'), await ask('not a number')];
      for (const answer of answers) expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { status: 200, message: MESSAGES.resumeLinkSent, data: null } });
      const sent = await sink.waitForMail((mail) => mail.subject === `Your link to e-Visa application ${id}`);
      expect(linkIn(sent.text, id)).not.toBeNull();

      for (let n = 0; n < 4; n += 1) expect((await ask(id)).status).toBe(200);
      expect((await outbox('resumeLink')).filter((mail) => mail.applicationId === id).map((mail) => mail.to)).toEqual(['on.file@example.com', 'on.file@example.com', 'on.file@example.com']);
      expect((await ask('')).status).toBe(400);
    });
  });
});
