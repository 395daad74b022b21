// node --test: the FerretDB this project builds finds and updates documents by `_id` through its `_id` index, also
// when the filter holds other conditions (tools/ferretdb/patches). SQLite uses an expression index only for the
// index's own expression, so the test compares the expression in the SQL FerretDB logs for a find and an update by
// `_id` with the one in the `_id` index it creates (unpatched, the queries say `->'$._id'`, or have no WHERE at all
// when the filter holds more than `_id`, and SQLite scans the collection).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { MongoClient } from 'mongodb';
import { ensureFerretDb } from './binary.cjs';
import { launchFerretDb } from './launch.cjs';
import { FERRETDB_BUILD_VERSION, binaryVersion } from './version.cjs';
import { freePort } from '../free-port.mjs';

let dataDir;
let db;
let client;
const logged = [];

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-ferretdb-'));
  db = await launchFerretDb({
    bin: await ensureFerretDb({ log: () => {} }),
    port: await freePort(),
    dataDir,
    logLevel: 'debug',
    output: (line) => logged.push(line),
  });
  client = await new MongoClient(db.uri, { directConnection: true }).connect();
});

after(async () => {
  await client?.close();
  await db?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The SQL statements FerretDB logged (its debug lines say `>>> <sql><tab><arguments>`) that match `pattern`. */
const sqlMatching = (pattern) =>
  logged.flatMap((line) => /\t>>> ([^\t]+)/.exec(line)?.[1] ?? []).filter((sql) => pattern.test(sql));

/**
 * Waits until `found()` is true: FerretDB's log reaches us through a pipe, so the line of a statement can arrive
 * after the driver already has its answer (seen on a loaded CI machine: the UPDATE's line came after the check).
 */
const untilLogged = async (found, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!found() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
};

it(`builds and reports ${FERRETDB_BUILD_VERSION}`, async () => {
  assert.equal(await binaryVersion(await ensureFerretDb({ log: () => {} })), FERRETDB_BUILD_VERSION);
});

it('looks documents up and updates them by _id with the _id index expression', async () => {
  const applications = client.db('ferretdb_spec').collection('applications');
  await applications.insertOne({ _id: 'IN0000000000001', name: 'Asha' });
  assert.equal((await applications.findOne({ _id: 'IN0000000000001' }))?.name, 'Asha');
  const { matchedCount } = await applications.updateOne({ _id: 'IN0000000000001' }, { $set: { name: 'Ravi' } });
  assert.equal(matchedCount, 1);

  const createIndexPattern = /CREATE UNIQUE INDEX "applications_[0-9a-f]+__id_"/;
  const byIdPattern = /^(SELECT|UPDATE) .*"applications_[0-9a-f]+".* WHERE /;
  const hasSelectAndUpdate = (statements) =>
    statements.some((sql) => sql.startsWith('SELECT')) && statements.some((sql) => sql.startsWith('UPDATE'));
  await untilLogged(() => sqlMatching(createIndexPattern).length > 0 && hasSelectAndUpdate(sqlMatching(byIdPattern)));

  const [createIndex] = sqlMatching(createIndexPattern);
  assert.ok(createIndex, `no _id index creation among the logged SQL:\n${logged.slice(-20).join('\n')}`);
  const indexExpression = /\((.+)\)$/.exec(createIndex)[1];
  const byId = sqlMatching(byIdPattern);
  assert.ok(hasSelectAndUpdate(byId), `no SELECT and UPDATE by _id among the logged SQL:\n${byId.join('\n')}`);
  for (const sql of byId) assert.ok(sql.includes(`WHERE ${indexExpression} = ?`), `${sql}\ndoes not use ${indexExpression}`);
});

it('pushes an _id down when the filter holds other conditions too, and still applies them', async () => {
  const applications = client.db('ferretdb_spec').collection('guarded');
  await applications.insertMany([
    { _id: 'IN0000000000002', status: 'draft', name: 'Asha' },
    { _id: 'IN0000000000003', status: 'paid', name: 'Ravi' },
  ]);
  const open = { status: { $nin: ['paid', 'blocked'] } };
  assert.equal((await applications.updateOne({ _id: 'IN0000000000002', ...open }, { $set: { name: 'Mira' } })).matchedCount, 1);
  assert.equal((await applications.updateOne({ _id: 'IN0000000000003', ...open }, { $set: { name: 'Mira' } })).matchedCount, 0);
  assert.equal((await applications.findOne({ _id: 'IN0000000000003' }))?.name, 'Ravi');

  const selectPattern = /^SELECT .*"guarded_[0-9a-f]+"/;
  await untilLogged(() => sqlMatching(selectPattern).length >= 3);
  const selects = sqlMatching(selectPattern);
  assert.ok(selects.length >= 3, `too few SELECTs on the collection among the logged SQL:\n${selects.join('\n')}`);
  for (const sql of selects) assert.match(sql, / WHERE .+ = \?/, `${sql}\nreads the whole collection`);
});
