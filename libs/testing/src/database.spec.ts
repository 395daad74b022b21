import { existsSync } from 'node:fs';
import net from 'node:net';
import { MongoClient } from 'mongodb';
import { freePort, startTestDatabase, withDatabase, type TestDatabase } from './index';
import globalSetup from './jest/global-setup';
import globalTeardown from './jest/global-teardown';

// A first run on a machine without the binary builds FerretDB (minutes); .ci/run builds it before the tests.
const START_TIMEOUT = 10 * 60_000;

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect({ port, host: '127.0.0.1' });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

async function withClient<T>(uri: string, fn: (c: MongoClient) => Promise<T>): Promise<T> {
  const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 5000 });
  try {
    return await fn(client);
  } finally {
    await client.close();
  }
}

describe('freePort', () => {
  it('gives a port nobody listens on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    expect(await answers(port)).toBe(false);
  });
});

describe('withDatabase', () => {
  it('puts the database name into the connection string and keeps the options', () => {
    expect(withDatabase('mongodb://127.0.0.1:27017', 'a')).toBe('mongodb://127.0.0.1:27017/a');
    expect(withDatabase('mongodb://127.0.0.1:27017/', 'a')).toBe('mongodb://127.0.0.1:27017/a');
    expect(withDatabase('mongodb://u:p%40@h1:1,h2:2/old?replicaSet=rs&authSource=admin', 'b')).toBe(
      'mongodb://u:p%40@h1:1,h2:2/b?replicaSet=rs&authSource=admin',
    );
    expect(withDatabase('mongodb+srv://c.example.net/?retryWrites=true', 'c')).toBe('mongodb+srv://c.example.net/c?retryWrites=true');
    expect(() => withDatabase('http://x', 'a')).toThrow(/not a MongoDB/);
  });
});

describe('startTestDatabase (throw-away FerretDB)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await startTestDatabase({ serverUri: null });
  }, START_TIMEOUT);

  afterAll(() => db?.stop());

  it('stores and reads documents', async () => {
    expect(db.external).toBe(false);
    expect(db.uri).toMatch(new RegExp(`^mongodb://127\\.0\\.0\\.1:\\d+/${db.dbName}$`));
    await withClient(db.uri, async (client) => {
      const apps = client.db().collection<{ _id: string; surname: string }>('applications');
      await apps.insertOne({ _id: 'IN0001', surname: 'Tanaka' });
      expect(await apps.findOne({ _id: 'IN0001' })).toEqual({ _id: 'IN0001', surname: 'Tanaka' });
      expect(client.db().databaseName).toBe(db.dbName);
    });
  });

  it('gives a unique database on a running server, and drops it on stop', async () => {
    const serverUri = db.uri;
    const a = await startTestDatabase({ serverUri });
    const b = await startTestDatabase({ serverUri });
    expect(a.external).toBe(true);
    expect(a.dbName).not.toBe(b.dbName);
    await withClient(a.uri, (c) => c.db().collection('x').insertOne({ _id: 1 } as never));
    await a.stop();
    await b.stop();
    const names = await withClient(db.uri, async (c) => (await c.db().admin().listDatabases()).databases.map((d) => d.name));
    expect(names).not.toContain(a.dbName);
  });

  it('stops the server and removes its data folder', async () => {
    const other = await startTestDatabase({ serverUri: null });
    const port = Number(/:(\d+)\//.exec(other.uri)?.[1]);
    await withClient(other.uri, (c) => c.db().collection('t').insertOne({ _id: 'x' } as never));
    expect(other.dataDir && existsSync(other.dataDir)).toBe(true);
    await other.stop();
    expect(existsSync(other.dataDir as string)).toBe(false);
    expect(await answers(port)).toBe(false);
  });
});

describe('jest global set-up and tear-down', () => {
  const saved = { MONGODB_URI: process.env.MONGODB_URI, MONGODB_URI_TEST: process.env.MONGODB_URI_TEST, PAYPAL_SANDBOX_URL_TEST: process.env.PAYPAL_SANDBOX_URL_TEST };
  afterAll(() => Object.assign(process.env, saved));

  it('starts one database and one PayPal sandbox for the run, exposes MONGODB_URI_TEST and PAYPAL_SANDBOX_URL_TEST, and stops them', async () => {
    delete process.env.MONGODB_URI;
    await globalSetup();
    const uri = process.env.MONGODB_URI_TEST;
    expect(uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/evisa_test_/);
    await withClient(uri as string, async (c) => {
      await c.db().collection('t').insertOne({ _id: 'global' } as never);
      expect(await c.db().collection('t').countDocuments()).toBe(1);
    });
    // a test file's own database lands on the same server
    const own = await startTestDatabase();
    expect(own.external).toBe(true);
    expect(own.uri.replace(own.dbName, '')).toBe((uri as string).replace(/[^/]+$/, ''));
    await own.stop();
    const sandbox = process.env.PAYPAL_SANDBOX_URL_TEST as string;
    const token = () => fetch(`${sandbox}/v1/oauth2/token`, { method: 'POST', headers: { Authorization: `Basic ${Buffer.from('a:b').toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials' });
    expect((await token()).status).toBe(200);
    await globalTeardown();
    expect(process.env.MONGODB_URI_TEST).toBeUndefined();
    expect(process.env.PAYPAL_SANDBOX_URL_TEST).toBeUndefined();
    await expect(token()).rejects.toThrow();
    expect(await answers(Number(/:(\d+)\//.exec(uri as string)?.[1]))).toBe(false);
  }, START_TIMEOUT);
});
