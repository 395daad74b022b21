import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** `replyTo` only when the mail has a Reply-To header. */
export type SunkMail = { to: string[]; replyTo?: string[]; subject: string; text: string; html: string; attachments: { filename: string; contentType: string; content: Buffer }[] };

/** A minimal SMTP server for API tests (tools/stack/mail-sink.mjs is ESM and serves the running site). */
export async function startSmtpSink(port = 0): Promise<{ port: number; mails: SunkMail[]; waitFor(to: string, timeoutMs?: number): Promise<SunkMail>; stop(): Promise<void> }> {
  const mails: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            ...(parsed.replyTo ? { replyTo: parsed.replyTo.value.map((address) => address.address ?? '') } : {}),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.map((attachment) => ({ filename: attachment.filename ?? '', contentType: attachment.contentType, content: attachment.content })),
          });
          done();
        })
        .catch(done);
    },
  });
  const actual = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    port: actual,
    mails,
    async waitFor(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((mail) => mail.to.includes(to.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
