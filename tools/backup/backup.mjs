#!/usr/bin/env node
// `npm run backup -- [--uri mongodb://...] [--out .data/backups]`: every collection of the database, stored files
// included (GridFS), into one dated archive, `evisa-<database>-<UTC time>.tar.gz` (layout: ./archive.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BSON, MongoClient } from 'mongodb';
import * as tar from 'tar';
import { repoRoot } from '../repo-root.cjs';
import { FORMAT, MANIFEST, bsonFile, databaseName, defaultUri, metadataFile, sha256 } from './archive.mjs';

/**
 * GridFS writes a file's chunks before its `files` document, so reading every `files` collection before any
 * `chunks` one means each file the archive lists has all its chunks, even while uploads go on.
 */
const chunksLast = (a, b) => Number(a.endsWith('.chunks')) - Number(b.endsWith('.chunks')) || a.localeCompare(b);

/** `2026-11-28T18-30-05Z`: sortable, and valid in a file name everywhere. */
const stamp = (date) => date.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');

async function dumpCollection(db, name, folder) {
  const collection = db.collection(name);
  const out = fs.createWriteStream(path.join(folder, bsonFile(name)));
  let documents = 0;
  let bytes = 0;
  // raw: the stored bytes as they are, so that a restore gives back the same documents, types and key order.
  await pipeline(
    (async function* () {
      for await (const document of collection.find({}, { raw: true, sort: { _id: 1 }, batchSize: 1000 })) {
        documents += 1;
        bytes += document.length;
        yield document;
      }
    })(),
    out,
  );
  const indexes = await collection.listIndexes().toArray();
  fs.writeFileSync(path.join(folder, metadataFile(name)), `${BSON.EJSON.stringify({ collection: name, indexes }, undefined, 2, { relaxed: false })}\n`);
  return { documents, bytes, sha256: await sha256(path.join(folder, bsonFile(name))) };
}

/**
 * Writes the archive and returns its path and manifest.
 * @param {{ uri?: string, out?: string, log?: (line: string) => void }} [options]
 */
export async function backupDatabase({ uri = defaultUri(), out = path.join(repoRoot, '.data/backups'), log = () => {} } = {}) {
  const database = databaseName(uri);
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 10_000 });
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-backup-'));
  try {
    await client.connect();
    const db = client.db(database);
    const startedAt = new Date();
    const names = (await db.listCollections({ type: 'collection' }, { nameOnly: true }).toArray())
      .map((c) => c.name)
      .filter((name) => !name.startsWith('system.'))
      .sort(chunksLast);
    const collections = {};
    for (const name of names) {
      collections[name] = await dumpCollection(db, name, staging);
      log(`${name}: ${collections[name].documents} documents`);
    }
    const manifest = { format: FORMAT, database, startedAt: startedAt.toISOString(), finishedAt: new Date().toISOString(), collections };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(out, { recursive: true });
    const archive = path.join(out, `evisa-${database}-${stamp(startedAt)}.tar.gz`);
    const partial = `${archive}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, fs.readdirSync(staging).sort());
    // Only a complete archive carries the final name: a backup cut short never looks like one.
    fs.renameSync(partial, archive);
    return { archive, manifest };
  } finally {
    await client.close().catch(() => undefined);
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { uri: { type: 'string' }, out: { type: 'string' } } });
  try {
    const { archive, manifest } = await backupDatabase({
      uri: values.uri,
      out: values.out && path.resolve(values.out),
      log: (line) => console.log(line),
    });
    const documents = Object.values(manifest.collections).reduce((sum, c) => sum + c.documents, 0);
    console.log(`\nBacked up ${manifest.database}: ${Object.keys(manifest.collections).length} collections, ${documents} documents`);
    console.log(`${archive} (${(fs.statSync(archive).size / 1_048_576).toFixed(1)} MB)`);
  } catch (error) {
    console.error(`backup failed: ${error.message}`);
    process.exit(1);
  }
}
