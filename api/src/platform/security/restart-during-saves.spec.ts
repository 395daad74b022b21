// Issue 8 point 8: the database is killed and started again in the middle of a stream of saves; afterwards every
// save the API acknowledged (200) is stored intact. Nothing acknowledged is lost, nothing stored is half a save.
import { MongoClient } from 'mongodb';
import { startRestartableDatabase, type RestartableDatabase } from '@evisa/testing';
import { ApiSession } from '../testing/api-session';
import { step, STEP1 } from '../../applicant/steps/step-fixtures';
import { startSecurityApp, type SecurityApp } from './security-app';

const WRITERS = 6;
const STEP1_FIELDS_SENT = Object.keys(STEP1);

/** A name made of letters only (the name rules refuse digits): 0 -> 'Aa', 1 -> 'Ab', ... */
const nameFor = (n: number) => `A${[...n.toString(26)].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('')}`;

type Attempt = { values: Record<string, unknown>; status: number; text?: string };
type Trail = { id?: string; createStatus: number; created: Record<string, unknown>; saves: Attempt[] };

describe('database killed in the middle of a stream of saves', () => {
  let database: RestartableDatabase;
  let app: SecurityApp;

  beforeAll(async () => {
    database = await startRestartableDatabase();
    app = await startSecurityApp({ serverUri: database.serverUri, env: { RATE_LIMIT_ENABLED: 'false' } });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  it('keeps every acknowledged save', async () => {
    const trails: Trail[] = [];
    let running = true;
    let counter = 0;

    /** One applicant: creates an application, saves step 1 again and again, and starts a new one now and then. */
    async function writer(): Promise<void> {
      while (running) {
        const session = new ApiSession(app.url);
        const created = { ...STEP1, surname: `S${nameFor((counter += 1))}` };
        const answer = await session.post('/visaapplication/newApplication', created).catch(() => ({ status: 0, body: undefined }));
        const trail: Trail = { id: answer.body?.data?.uniqueId, createStatus: answer.status, created, saves: [] };
        trails.push(trail);
        if (answer.status !== 200) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          continue;
        }
        for (let i = 0; i < 8 && running; i += 1) {
          const values = { ...created, givenName: nameFor((counter += 1)), placeholder: undefined };
          delete values.placeholder;
          const saved = await session.patch(step(1, trail.id!), values).catch(() => ({ status: 0, text: '' }));
          trail.saves.push({ values, status: saved.status, text: saved.text });
        }
      }
    }

    const writers = Array.from({ length: WRITERS }, writer);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await database.stop(true);
    // Longer than the driver's server selection timeout (5 s): requests waiting for the database give up (503).
    await new Promise((resolve) => setTimeout(resolve, 6000));
    await database.start();
    await new Promise((resolve) => setTimeout(resolve, 4000));
    running = false;
    await Promise.all(writers);

    const acknowledged = trails.filter((trail) => trail.createStatus === 200);
    const allSaves = trails.flatMap((trail) => trail.saves);
    // The outage really fell in the middle of the stream: saves were acknowledged and refused, before and after.
    expect(allSaves.filter((save) => save.status === 200).length).toBeGreaterThan(20);
    expect(allSaves.some((save) => save.status === 503)).toBe(true);
    expect(allSaves.filter((save) => ![200, 503, 0].includes(save.status)).map((save) => `${save.status} ${save.text}`)).toEqual([]);

    const client = await MongoClient.connect(app.config.MONGODB_URI);
    try {
      const stored = new Map((await client.db().collection<{ _id: string }>('applications').find({}).toArray()).map((doc) => [doc._id, doc as Record<string, unknown>]));
      for (const trail of acknowledged) {
        const record = stored.get(trail.id!);
        expect({ id: trail.id, stored: Boolean(record) }).toEqual({ id: trail.id, stored: true });
        // The stored step 1 is the last acknowledged save, or a later one whose answer was lost in the outage.
        const lastAck = trail.saves.map((save) => save.status).lastIndexOf(200);
        const candidates = [lastAck < 0 ? trail.created : trail.saves[lastAck].values, ...trail.saves.slice(lastAck + 1).filter((save) => save.status !== 200).map((save) => save.values)];
        const storedStep1 = Object.fromEntries(STEP1_FIELDS_SENT.map((field) => [field, record![field]]));
        expect(candidates).toContainEqual(storedStep1);
        expect(record!.status).toBe('draft');
      }
    } finally {
      await client.close();
    }
  }, 120_000);
});
