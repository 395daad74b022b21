// How long the operator's commands take on a database of N applications (default 10,000) in the previous release's
// shape (no schema version), each with one uploaded file: `npm run migrate` (api/dist/migrate.js: the migrations and
// every index), `npm run backup` and `npm run restore` into an empty database. A throw-away FerretDB of its own;
// figures for docs/performance.md.
//
//   node bench/tools/backup-restore-migrate.mjs [applications, default 10000] [file KB, default 40]
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GridFSBucket, MongoClient } from 'mongodb';
import { backupDatabase } from '../../tools/backup/backup.mjs';
import { restoreDatabase } from '../../tools/backup/restore.mjs';
import { ensureFerretDb } from '../../tools/ferretdb/binary.cjs';
import { launchFerretDb } from '../../tools/ferretdb/launch.cjs';
import { freePort } from '../../tools/free-port.mjs';
import { answersFor } from '../../tools/load/answers.mjs';
import { repoRoot } from '../../tools/repo-root.cjs';

const count = Number(process.argv[2] ?? 10_000);
const fileBytes = Number(process.argv[3] ?? 40) * 1024;
const seconds = (start) => Number(((performance.now() - start) / 1000).toFixed(1));

if (!fs.existsSync(path.join(repoRoot, 'api/dist/migrate.js'))) throw new Error('build the API first: npx nx run api:build');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-bench-ops-'));
const db = await launchFerretDb({ bin: await ensureFerretDb({ log: () => {} }), port: await freePort(), dataDir: path.join(work, 'db'), output: null });
const client = await MongoClient.connect(`${db.uri}bench`);
try {
  let start = performance.now();
  const bucket = new GridFSBucket(client.db(), { bucketName: 'uploads' });
  const file = randomBytes(fileBytes);
  for (let from = 0; from < count; from += 500) {
    const batch = /** @type {any[]} */ ([]);
    for (let n = from; n < Math.min(count, from + 500); n += 1) {
      const { step1, step2, step3, step4, step5 } = answersFor(n);
      const id = `IN${String(n).padStart(12, '0')}`;
      const name = `${randomBytes(16).toString('hex')}.jpg`;
      await new Promise((resolve, reject) => bucket.openUploadStream(name, { metadata: { applicationId: id } }).once('finish', resolve).once('error', reject).end(file));
      batch.push({ _id: id, ...step1, ...step2, ...step3, ...step4, ...step5, passportCopy: name, status: 'draft', completedSteps: ['step1'], createdAt: new Date(), updatedAt: new Date() });
    }
    await client.db().collection('applications').insertMany(batch);
  }
  const seeded = seconds(start);

  start = performance.now();
  const env = { PATH: process.env.PATH, NODE_ENV: 'development', LOG_LEVEL: 'warn', MONGODB_URI: `${db.uri}bench` };
  const migrated = spawnSync(process.execPath, [path.join(repoRoot, 'api/dist/migrate.js')], { env, encoding: 'utf8' });
  if (migrated.status !== 0) throw new Error(migrated.stdout + migrated.stderr);
  const migrate = seconds(start);
  const versioned = await client.db().collection('applications').countDocuments({ schemaVersion: 1 });

  start = performance.now();
  const { archive } = await backupDatabase({ uri: `${db.uri}bench`, out: work });
  const backup = seconds(start);
  start = performance.now();
  await restoreDatabase({ archive, uri: `${db.uri}restored` });
  const restore = seconds(start);

  console.log(JSON.stringify({ applications: count, fileKB: fileBytes / 1024, seededSeconds: seeded, migrateSeconds: migrate, migrated: versioned, backupSeconds: backup, archiveMB: Number((fs.statSync(archive).size / 1_048_576).toFixed(1)), restoreSeconds: restore }, null, 2));
} finally {
  await client.close();
  await db.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
