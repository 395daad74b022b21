// `npm run backup` and `npm run restore`, run as an operator runs them, over a database holding a
// paid order of three travellers with uploaded files and a desk case with notes and its audit trail. The restored
// database holds every record and file byte for byte, and an API started on it serves a look-up and a download.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MongoClient } from 'mongodb';
import { REVIEW_API } from '@evisa/contracts';
import { VALID_STEP1 } from '@evisa/contracts/testing';
import { startTestDatabase, type TestDatabase } from '@evisa/testing';
import { binaryGet } from '../files/testing/binary-get';
import { form, jpeg } from '../files/testing/test-images';
import { addTraveller, completeInDatabase, travellerStep1 } from '../../applicant/orders/testing/order-fixtures';
import { completeApplication, payOnce } from '../../applicant/payments/testing/payment-fixtures';
import { startDeskTestBed, type DeskTestBed } from '../../desk/review/testing/desk-test-bed';
import { step } from '../../applicant/steps/step-fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';

const repoRoot = path.resolve(__dirname, '../../../..');
const run = promisify(execFile);
/** What the source database must hold for the test to mean something. */
const EVERY_KIND = ['applications', 'payments', 'emails', 'reviews', 'staff_accounts', 'staff_sessions', 'staff_audit', 'uploads.files', 'uploads.chunks'];

/** One of the npm scripts as an operator runs it; resolves with its exit code and output, whatever the code. */
async function npmScript(script: 'backup' | 'restore', args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(repoRoot, `tools/backup/${script}.mjs`), ...args], { cwd: repoRoot });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** Every collection of a database: its documents' raw BSON, by `_id`. */
async function rawContents(uri: string) {
  const client = await MongoClient.connect(uri);
  try {
    const db = client.db();
    const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
    const contents: Record<string, Buffer[]> = {};
    for (const name of names) contents[name] = (await db.collection(name).find({}, { raw: true, sort: { _id: 1 } }).toArray()) as unknown as Buffer[];
    return contents;
  } finally {
    await client.close();
  }
}

describe('npm run backup and npm run restore (real database, the commands as operators run them)', () => {
  let bed: DeskTestBed;
  let restored: TestDatabase;
  let restoredApp: TestApp | undefined;
  let work: string;
  let closed = false;

  beforeAll(async () => {
    bed = await startDeskTestBed();
    restored = await startTestDatabase();
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-backup-test-'));
  });
  afterAll(async () => {
    await restoredApp?.close();
    if (!closed) await bed?.close();
    await restored?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('restores a paid order with its files and a desk case with notes and audit trail, byte for byte, into a working service', async () => {
    const { app, asha } = bed;
    // A family of three pays once; the lead's passport copy is uploaded through the documents step.
    const { id: leadId, session } = await completeApplication(app);
    const travellers = [await addTraveller(session, leadId, travellerStep1('Amara')), await addTraveller(session, leadId, travellerStep1('Kofi'))];
    for (const id of travellers) await completeInDatabase(app, id);
    const passport = await jpeg(320, 240);
    expect((await session.patch(step(6, leadId), form(['passportCopy', passport, 'passport.jpg', 'image/jpeg']))).status).toBe(200);
    expect((await payOnce(app, session, leadId, 'approve')).captured.status).toBe(200);
    // At the desk: claimed, a checklist item ticked, a note written (each in the audit trail).
    expect((await asha.send('POST', `/staff/queue/${leadId}/claim`)).status).toBe(200);
    expect((await asha.send('PUT', REVIEW_API.checklistItem(leadId, 'photo'), { done: true })).status).toBe(200);
    expect((await asha.send('POST', REVIEW_API.notes(leadId), { text: 'Passport copy is clear.' })).status).toBe(200);
    const served = await binaryGet(app, leadId, `/visaapplication/files/${(await bed.stored(leadId)).passportCopy}`, VALID_STEP1.dateOfBirth);
    expect(served.status).toBe(200);
    await bed.close(); // nothing changes the source while it is compared with the restored copy
    closed = true;

    const source = await rawContents(app.config.MONGODB_URI);
    const held = Object.fromEntries(EVERY_KIND.map((name) => [name, (source[name]?.length ?? 0) > 0]));
    expect(held).toEqual(Object.fromEntries(EVERY_KIND.map((name) => [name, true])));

    const backup = await npmScript('backup', ['--uri', app.config.MONGODB_URI, '--out', work]);
    expect(backup).toMatchObject({ code: 0 });
    const [archive] = fs.readdirSync(work).filter((file) => file.endsWith('.tar.gz'));
    expect(archive).toMatch(/^evisa-[\w-]+-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);

    // A cut-short archive is refused and leaves the target as it was: empty.
    const cut = path.join(work, 'cut.tar.gz');
    const whole = fs.readFileSync(path.join(work, archive));
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    expect((await npmScript('restore', [cut, '--uri', restored.uri])).code).toBe(1);
    expect(await rawContents(restored.uri)).toEqual({});

    const restore = await npmScript('restore', [path.join(work, archive), '--uri', restored.uri]);
    expect(restore).toMatchObject({ code: 0 });
    expect(await rawContents(restored.uri)).toEqual(source);

    // A second restore into the now filled database is refused, naming why.
    const again = await npmScript('restore', [path.join(work, archive), '--uri', restored.uri]);
    expect(again.code).toBe(1);
    expect(again.output).toContain('is not empty');

    // The restored service: the applicant looks the application up and downloads the file; the desk sees the note.
    restoredApp = await startTestApp({ MONGODB_URI: restored.uri });
    const download = await binaryGet(restoredApp, leadId, `/visaapplication/files/${(await bed.stored(leadId)).passportCopy}`, VALID_STEP1.dateOfBirth);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(served.bytes)).toBe(true);
    const review = await fetch(`${restoredApp.url}${REVIEW_API.review(leadId)}`, { headers: { Cookie: asha.session.cookieHeader() } });
    expect(review.status).toBe(200);
    expect(((await review.json()) as { data: { notes: unknown[] } }).data.notes).toEqual([expect.objectContaining({ text: 'Passport copy is clear.' })]);
  });
});
