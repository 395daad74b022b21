import { startSmtpSink, type SmtpSink } from '../../../platform/notifications/testing/smtp-sink';
import { openDatabase } from '../../../applicant/payments/testing/payment-fixtures';
import { enrolStaff, signInStaff, type StaffBrowser } from '../../staff-auth/testing/staff-fixtures';
import { startTestApp, type TestApp } from '../../../platform/testing/test-app';

/**
 * What the desk's API specs share: the API on the test database with its mail going to an SMTP sink (the outbox
 * drained every 200 ms), and three members of staff signed in: an admin and two reviewers.
 */
export type DeskTestBed = {
  app: TestApp;
  sink: SmtpSink;
  admin: StaffBrowser;
  asha: StaffBrowser;
  ravi: StaffBrowser;
  /** The application as stored, read straight from the database. */
  stored(id: string): Promise<Record<string, unknown>>;
  close(): Promise<void>;
};

export async function startDeskTestBed(env: Record<string, string> = {}): Promise<DeskTestBed> {
  const sink = await startSmtpSink();
  const app = await startTestApp({ SMTP_PORT: String(sink.port), MAIL_OUTBOX_INTERVAL_MS: '200', MAIL_RETRY_BASE_MS: '50', ...env }).catch(async (error: unknown) => {
    await sink.stop();
    throw error;
  });
  // A failed set-up closes what it started, or its open server and database keep Jest from exiting.
  const [admin, asha, ravi] = await Promise.all(
    [
      { role: 'admin', name: 'Anil Admin' },
      { role: 'reviewer', name: 'Asha Rao' },
      { role: 'reviewer', name: 'Ravi Kumar' },
    ].map(async ({ role, name }) => signInStaff(app, await enrolStaff(app, role as 'admin' | 'reviewer', name))),
  ).catch(async (error: unknown) => {
    await app.close();
    await sink.stop();
    throw error;
  });
  return {
    app,
    sink,
    admin,
    asha,
    ravi,
    async stored(id) {
      const { db, close } = await openDatabase(app);
      try {
        return (await db.collection('applications').findOne({ _id: id as never })) as Record<string, unknown>;
      } finally {
        await close();
      }
    },
    async close() {
      await app.close();
      await sink.stop();
    },
  };
}

/**
 * Starts the test bed before the spec's tests and closes it after them. Returns it as an object whose members are
 * read when a test runs (the bed does not exist yet while the spec's body is read): `const bed = useDeskTestBed()`,
 * then `bed.asha.get(...)` in the tests.
 */
export function useDeskTestBed(env: Record<string, string> = {}): DeskTestBed {
  let bed: DeskTestBed | undefined;
  beforeAll(async () => {
    bed = await startDeskTestBed(env);
  });
  afterAll(async () => bed?.close());
  const started = (): DeskTestBed => {
    if (!bed) throw new Error('the desk test bed is used before it started (only inside a test or hook)');
    return bed;
  };
  return {
    get app() { return started().app; },
    get sink() { return started().sink; },
    get admin() { return started().admin; },
    get asha() { return started().asha; },
    get ravi() { return started().ravi; },
    stored: (id) => started().stored(id),
    close: () => started().close(),
  };
}
