import { freePort } from '@evisa/testing';
import { completeApplication, openDatabase, payOnce } from '../../applicant/payments/testing/payment-fixtures';
import { startTestApp } from '../testing/test-app';
import { startSmtpSink } from './testing/smtp-sink';

describe('confirmation e-mail through the outbox (HTTP, real database, SMTP sink)', () => {
  it("sends the payment confirmation with the receipt facts to the applicant, signed with the agency's legal identity", async () => {
    const sink = await startSmtpSink();
    // A site address of its own (on this machine: the PayPal sandbox returns buyers only to local sites), to find in the mail.
    const app = await startTestApp({
      SMTP_PORT: String(sink.port),
      SITE_URL: 'http://localhost:4321',
      AGENCY_LEGAL_NAME: 'Outbox Visa Agency Ltd',
      AGENCY_POSTAL_ADDRESS: '7 Mail Lane, Leeds LS1 4AP',
      AGENCY_REGISTRATION_NUMBER: 'REG-7654321',
    });
    try {
      const { id, email, session } = await completeApplication(app);
      const { captured } = await payOnce(app, session, id, 'approve');
      expect(captured.status).toBe(200);
      const receipt = captured.body.data;
      const mail = await sink.waitFor(email);
      expect(mail.subject).toBe(`Payment received: e-Visa application ${id}`);
      expect(mail.text).toContain('Dear Anna Smith,');
      expect(mail.text).toContain(`PayPal transaction ID: ${receipt.transactionId}`);
      expect(mail.text).toContain(`Total paid: $${receipt.total.toFixed(2)}`);
      expect(mail.text).toContain('3 to 5 business days');
      expect(mail.text).toContain(`http://localhost:4321/Payment/${id}/confirmation`);
      expect(mail.html).toContain(receipt.transactionId);
      const identity = 'Outbox Visa Agency Ltd, 7 Mail Lane, Leeds LS1 4AP. Company registration number: REG-7654321.';
      expect(mail.text.trimEnd().endsWith(identity)).toBe(true);
      expect(mail.html).toContain(identity);
    } finally {
      await app.close();
      await sink.stop();
    }
  });

  it('keeps the mail queued while the SMTP server is down and sends it once it is back', async () => {
    const smtpPort = await freePort();
    const app = await startTestApp({ SMTP_PORT: String(smtpPort), MAIL_OUTBOX_INTERVAL_MS: '100', MAIL_RETRY_BASE_MS: '50', MAIL_RETRY_MAX_MS: '200' });
    let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
    const { db, close } = await openDatabase(app);
    try {
      const { id, email, session } = await completeApplication(app);
      expect((await payOnce(app, session, id, 'approve')).captured.status).toBe(200);
      const emails = db.collection('emails');
      const deadline = Date.now() + 10_000;
      while (((await emails.findOne({ applicationId: id }))?.attempts ?? 0) < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const queued = await emails.findOne({ applicationId: id });
      expect(queued).toMatchObject({ status: 'queued', to: email, language: 'en' });
      expect(queued?.attempts).toBeGreaterThanOrEqual(2);
      expect(queued?.lastError).toEqual(expect.any(String));

      sink = await startSmtpSink(smtpPort);
      const mail = await sink.waitFor(email);
      expect(mail.subject).toContain(id);
      const sentDeadline = Date.now() + 5_000;
      while ((await emails.findOne({ applicationId: id }))?.status !== 'sent' && Date.now() < sentDeadline) await new Promise((r) => setTimeout(r, 50));
      expect(await emails.findOne({ applicationId: id })).toMatchObject({ status: 'sent', sentAt: expect.any(Date) });
    } finally {
      await close();
      await app.close();
      await sink?.stop();
    }
  });
});
