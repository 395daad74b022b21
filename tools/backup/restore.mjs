#!/usr/bin/env node
// `npm run restore -- <archive> [--uri mongodb://...]`: loads an archive of `npm run backup` into an empty database
// (MONGODB_URI's unless --uri names another). Every file of the archive is checked against its manifest before
// anything is written; a database that holds any collection is refused, so a restore never mixes with live data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BSON, MongoClient } from 'mongodb';
import * as tar from 'tar';
import { FORMAT, MANIFEST, bsonFile, databaseName, defaultUri, metadataFile, rawDocuments, sha256 } from './archive.mjs';

const BATCH_DOCUMENTS = 1000;
const BATCH_BYTES = 8 * 1_048_576;

export class RestoreRefused extends Error {}

/** Reads the manifest and checks every collection's file against it. */
async function verifiedManifest(folder, archive) {
  const manifestPath = path.join(folder, MANIFEST);
  if (!fs.existsSync(manifestPath)) throw new RestoreRefused(`${archive} is not a backup of this service (no ${MANIFEST})`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  if (manifest.format !== FORMAT) throw new RestoreRefused(`${archive} is in format ${manifest.format}; this restore reads ${FORMAT}`);
  for (const [name, expected] of Object.entries(manifest.collections)) {
    const file = path.join(folder, bsonFile(name));
    if (!fs.existsSync(file) || (await sha256(file)) !== expected.sha256) throw new RestoreRefused(`${archive} is damaged: ${bsonFile(name)} does not match its manifest`);
  }
  return manifest;
}

/** The stored documents as they were: numbers keep their BSON type (int, long, double), binaries stay binaries. */
const asStored = (raw) => BSON.deserialize(raw, { promoteValues: false, promoteBuffers: false, promoteLongs: false });

async function loadCollection(db, name, folder) {
  const { indexes } = BSON.EJSON.parse(fs.readFileSync(path.join(folder, metadataFile(name)), 'utf8'), { relaxed: false });
  await db.createCollection(name);
  const collection = db.collection(name);
  let batch = [];
  let batchBytes = 0;
  let documents = 0;
  const flush = async () => {
    if (!batch.length) return;
    await collection.insertMany(batch, { ordered: true, bypassDocumentValidation: true, forceServerObjectId: true });
    documents += batch.length;
    batch = [];
    batchBytes = 0;
  };
  for await (const raw of rawDocuments(path.join(folder, bsonFile(name)))) {
    batch.push(asStored(raw));
    batchBytes += raw.length;
    if (batch.length >= BATCH_DOCUMENTS || batchBytes >= BATCH_BYTES) await flush();
  }
  await flush();
  const secondary = indexes.filter((index) => index.name !== '_id_').map(({ v: _v, ns: _ns, ...index }) => index);
  if (secondary.length) await db.command({ createIndexes: name, indexes: secondary });
  return documents;
}

/**
 * @param {{ archive: string, uri?: string, log?: (line: string) => void }} options
 * @returns {Promise<{ database: string, manifest: any }>}
 */
export async function restoreDatabase({ archive, uri = defaultUri(), log = () => {} }) {
  if (!fs.existsSync(archive)) throw new RestoreRefused(`${archive} does not exist`);
  const database = databaseName(uri);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-restore-'));
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 10_000 });
  try {
    await tar.extract({ file: archive, cwd: folder, strict: true });
    const manifest = await verifiedManifest(folder, archive);
    await client.connect();
    const db = client.db(database);
    const existing = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).filter((name) => !name.startsWith('system.'));
    if (existing.length) throw new RestoreRefused(`database ${database} is not empty (it holds ${existing.sort().join(', ')}); restore into an empty database`);
    for (const [name, expected] of Object.entries(manifest.collections)) {
      const documents = await loadCollection(db, name, folder);
      if (documents !== expected.documents) throw new Error(`${name}: ${documents} documents loaded, the manifest lists ${expected.documents}`);
      log(`${name}: ${documents} documents`);
    }
    return { database, manifest };
  } finally {
    await client.close().catch(() => undefined);
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({ options: { uri: { type: 'string' } }, allowPositionals: true });
  if (positionals.length !== 1) {
    console.error('usage: npm run restore -- <archive.tar.gz> [--uri mongodb://host/database]');
    process.exit(2);
  }
  try {
    const { database, manifest } = await restoreDatabase({ archive: path.resolve(positionals[0]), uri: values.uri, log: (line) => console.log(line) });
    console.log(`\nRestored the backup of ${manifest.database} taken ${manifest.startedAt} into ${database}`);
  } catch (error) {
    console.error(`restore ${error instanceof RestoreRefused ? 'refused' : 'failed'}: ${error.message}`);
    process.exit(1);
  }
}
