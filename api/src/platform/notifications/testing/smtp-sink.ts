import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** `replyTo` only when the mail has a Reply-To header. */
export type SunkMail = { to: string[]; replyTo?: string[]; subject: string; text: string; html: string; attachments: { filename: string; contentType: string; content: Buffer }[]; headers: Record<string, string> };

export type SmtpSink = {
  port: number;
  mails: SunkMail[];
  waitFor(to: string, timeoutMs?: number): Promise<SunkMail>;
  waitForMail(matches: (mail: SunkMail) => boolean, timeoutMs?: number): Promise<SunkMail>;
  stop(): Promise<void>;
};

/** A minimal SMTP server for API tests (tools/stack/mail-sink.mjs is ESM and serves the running site). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
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
            // Each header as sent (lower-case name -> the text after the colon), unfolded.
            headers: Object.fromEntries(parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim()])),
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
  const sink: SmtpSink = {
    port: actual,
    mails,
    waitFor(to, timeoutMs = 10_000) {
      return sink.waitForMail((mail) => mail.to.includes(to.toLowerCase()), timeoutMs);
    },
    async waitForMail(matches, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find(matches);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no such mail within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return sink;
}
