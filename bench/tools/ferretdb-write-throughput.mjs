// Writes per second the local database takes from concurrent clients, with a read as the control: the cost of the
// lock each writing command holds on its collection (tools/ferretdb/patches/3-one-writer-per-collection.patch).
// Measures a throw-away FerretDB, or the server of MONGODB_URI; `--compare <uri>` measures that server too (start
// another binary with the same flags as tools/ferretdb/launch.cjs), each measurement on both in turn, so that a
// busy moment of the machine spreads over both. Medians of the runs are printed, with the range.
//
//   node bench/tools/ferretdb-write-throughput.mjs [--seconds 3] [--runs 5] [--connections 1,16,64] [--compare <uri>]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MongoClient } from 'mongodb';
import { startLocalDatabase } from '../../tools/ferretdb/local-database.mjs';
import { median } from '../lib/stats.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    runs: { type: 'string', default: '5' },
    connections: { type: 'string', default: '1,16,64' },
    compare: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const runs = Number(values.runs);
const connections = values.connections.split(',').map(Number);

/** Application-sized documents (about 3 KB) with the schema's one secondary index, as ferretdb-write-scaling.mjs. */
const DOCUMENTS = 64;
const document = () => ({ status: 'draft', answers: 'x'.repeat(3000), completedSteps: ['step1'], n: 0, updatedAt: new Date() });
const editable = { $in: ['draft', 'awaiting_payment'] };

/** A fresh database on the server of `uri` and the operations measured on it. */
async function target(uri) {
  const client = await new MongoClient(uri, { maxPoolSize: Math.max(...connections) + 4 }).connect();
  const database = client.db(`evisa_write_throughput_${process.pid}`);
  await database.dropDatabase();
  /** @type {import('mongodb').Collection<any>} */
  const applications = database.collection('applications');
  const inserted = database.collection('inserted');
  await applications.createIndex({ status: 1, updatedAt: 1 });
  await applications.insertMany(Array.from({ length: DOCUMENTS }, (_, i) => ({ _id: `id${i}`, ...document() })));
  await applications.insertOne({ _id: 'counter', n: 0 });
  let sequence = 0;
  const anyDocument = () => `id${sequence++ % DOCUMENTS}`;
  const operations = {
    'updateOne {_id, status} $set, 64 documents': () =>
      applications.updateOne({ _id: anyDocument(), status: editable }, { $set: { n: sequence, updatedAt: new Date() } }),
    'updateOne {_id} $inc, one document': () => applications.updateOne({ _id: 'counter' }, { $inc: { n: 1 } }),
    'findOneAndUpdate {_id, status} $inc, 64 documents': () =>
      applications.findOneAndUpdate({ _id: anyDocument(), status: editable }, { $inc: { n: 1 } }, { returnDocument: 'after' }),
    'insertOne 3 KB': () => inserted.insertOne(document()),
    'findOne {_id} (a read: no lock)': () => applications.findOne({ _id: anyDocument() }),
  };
  const close = async () => {
    await database.dropDatabase().catch(() => undefined);
    await client.close();
  };
  return { operations, close };
}

/** Operations per second of `clients` loops calling `operation` for `seconds`. */
async function throughput(operation, clients) {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        await operation();
        done += 1;
      }
    }),
  );
  return done / seconds;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-bench-fdb-'));
const db = await startLocalDatabase({ port: Number(process.env.BENCH_FERRETDB_PORT ?? 6939), dataDir, output: null });
const targets = [['measured', db.uri], ...(values.compare ? [['compared', values.compare]] : [])];
const opened = [];
try {
  for (const [name, uri] of targets) opened.push({ name, ...(await target(uri)) });
  const loadBefore = os.loadavg()[0];
  /** figures[operation x connections][target name]: one rate per run */
  const figures = {};
  let turn = 0;
  for (let run = 0; run < runs; run += 1) {
    for (const operation of Object.keys(opened[0].operations)) {
      for (const c of connections) {
        const row = (figures[`${operation} x${c}`] ??= {});
        // Which goes first alternates, so a machine getting busier or quieter favours neither.
        const order = turn++ % 2 ? [...opened].reverse() : opened;
        for (const t of order) (row[t.name] ??= []).push(await throughput(t.operations[operation], c));
      }
    }
    process.stderr.write(`run ${run + 1} of ${runs} done\n`);
  }
  const shown = (rates) => `${Math.round(median(rates))} (${Math.round(Math.min(...rates))}-${Math.round(Math.max(...rates))})`;
  console.log(
    `operations per second, median of ${runs} runs of ${seconds} s (range); ${os.cpus().length} CPUs, ` +
      `1-minute load average ${loadBefore.toFixed(1)} -> ${os.loadavg()[0].toFixed(1)}`,
  );
  if (values.compare) console.log(`measured: ${db.external ? 'the server of MONGODB_URI' : 'a throw-away FerretDB'}; compared: ${values.compare}`);
  for (const [name, row] of Object.entries(figures)) {
    const ratio = row.compared ? `, measured/compared ${(median(row.measured) / median(row.compared)).toFixed(2)}` : '';
    console.log(`  ${name}: ${shown(row.measured)}${row.compared ? ` | compared ${shown(row.compared)}` : ''}${ratio}`);
  }
} finally {
  for (const t of opened) await t.close();
  await db.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
