// How FerretDB v1 (SQLite) read and write costs grow with the number of documents in a collection: the reason
// the API benchmark's figures hold only for a small local database (docs/performance.md). Throw-away database.
//
//   node bench/tools/ferretdb-write-scaling.mjs [sizes, default 64,1000,4000]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startLocalDatabase } from '../../tools/ferretdb/local-database.mjs';
import { median } from '../lib/stats.mjs';

const sizes = (process.argv[2] ?? '64,1000,4000').split(',').map(Number);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-bench-fdb-'));
const db = await startLocalDatabase({ port: Number(process.env.BENCH_FERRETDB_PORT ?? 6938), dataDir, output: null });
const client = new MongoClient(`${db.uri}evisa`);
try {
  await client.connect();
  /** @type {import('mongodb').Collection<any>} */
  const collection = client.db().collection('scaling');
  // An application-sized document (about 3 KB) with the schema's one secondary index.
  await collection.createIndex({ status: 1, updatedAt: 1 });
  const document = () => ({ status: 'draft', answers: 'x'.repeat(3000), completedSteps: ['step1'], updatedAt: new Date() });
  const id = (i) => `id${i % 64}`;
  const update = (i) => ({ $set: { n: i, updatedAt: new Date() }, $addToSet: { completedSteps: 'step3' } });
  const editable = { $in: ['draft', 'awaiting_payment'] };
  const operations = {
    'updateOne {_id, status}': (i) => collection.updateOne({ _id: id(i), status: editable }, update(i)),
    'updateOne {_id}': (i) => collection.updateOne({ _id: id(i) }, update(i)),
    'findOneAndUpdate {_id, status}': (i) => collection.findOneAndUpdate({ _id: id(i), status: editable }, update(i), { returnDocument: 'after' }),
    'findOne {_id}': (i) => collection.findOne({ _id: id(i) }),
  };
  let count = 0;
  for (const size of sizes) {
    const batch = [];
    while (count < size) batch.push({ _id: `id${count++}`, ...document() });
    for (let i = 0; i < batch.length; i += 500) await collection.insertMany(batch.slice(i, i + 500));
    const times = Object.fromEntries(Object.keys(operations).map((name) => [name, []]));
    // Interleaved rounds, so a busy moment of the machine spreads over every operation.
    for (let round = 0; round < 4; round += 1) {
      for (const [name, operation] of Object.entries(operations)) {
        for (let i = 0; i < 15; i += 1) {
          const started = performance.now();
          await operation(i);
          times[name].push(performance.now() - started);
        }
      }
    }
    console.log(`${size} documents: ${Object.entries(times).map(([name, t]) => `${name} p50 ${median(t).toFixed(1)} ms`).join(', ')}`);
  }
} finally {
  await client.close();
  await db.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
