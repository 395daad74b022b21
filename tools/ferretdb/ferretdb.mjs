#!/usr/bin/env node
// `npm run db`: FerretDB v1 (SQLite backend) for local runs.
//
//   node tools/ferretdb/ferretdb.mjs                 build if needed, start on 127.0.0.1:27017, run until Ctrl+C
//   node tools/ferretdb/ferretdb.mjs --install-only  build if needed, print the binary's path, exit
//   options: --port N (env FERRETDB_PORT), --data-dir DIR (default .data/ferretdb), --force-build,
//            --log-level debug|info|warn|error (env FERRETDB_LOG_LEVEL, default error)
//
// With MONGODB_URI set nothing is built or started. The binary is looked for in $FERRETDB_BIN, .data/bin/ferretdb
// and PATH and used when it reports FERRETDB_BUILD_VERSION (version.cjs); otherwise it is built (build.cjs).
import path from 'node:path';
import { ensureFerretDb } from './binary.cjs';
import { SetupError } from './build.cjs';
import { startLocalDatabase } from './local-database.mjs';
import { FERRETDB_BUILD_VERSION } from './version.cjs';

const log = (msg) => process.stderr.write(`[ferretdb] ${msg}\n`);

const USAGE =
  'usage: node tools/ferretdb/ferretdb.mjs [--install-only] [--force-build] [--port N] [--data-dir DIR] [--log-level L]\n' +
  `  builds FerretDB ${FERRETDB_BUILD_VERSION} into .data/bin if needed, then runs it on 127.0.0.1:$FERRETDB_PORT (27017)\n` +
  '  with its data in .data/ferretdb, until Ctrl+C. With MONGODB_URI set it does nothing.\n';

function parseArgs(argv) {
  const opts = {};
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--install-only') opts.installOnly = true;
    else if (flag === '--force-build') opts.force = true;
    else if (flag === '--port') opts.port = Number(value());
    else if (flag === '--data-dir') opts.dataDir = path.resolve(value());
    else if (flag === '--log-level') opts.logLevel = value();
    else if (flag === '--help' || flag === '-h') opts.help = true;
    else throw new SetupError(`unknown option ${argv[i]} (see --help)`);
  }
  return opts;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.help) return void process.stdout.write(USAGE);
  if (process.env.MONGODB_URI) {
    log('MONGODB_URI is set: using that server, not starting FerretDB');
    if (!opts.installOnly) process.stdout.write(`${process.env.MONGODB_URI}\n`);
    return;
  }
  if (opts.installOnly || opts.force) {
    const bin = await ensureFerretDb({ force: opts.force });
    if (opts.installOnly) return void process.stdout.write(`${bin}\n`);
  }
  const db = await startLocalDatabase({ port: opts.port, dataDir: opts.dataDir, logLevel: opts.logLevel });
  process.stdout.write(`${db.uri}\n`);
  if (db.external) return;
  log(`running (pid ${db.pid}), data in ${path.relative(process.cwd(), db.dataDir) || '.'}; Ctrl+C stops it`);
  let stopping = false;
  const shutdown = async () => {
    stopping = true;
    await db.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  const ended = await db.exited;
  if (stopping) return;
  log(`exited unexpectedly (${JSON.stringify(ended)})`);
  process.exit(1);
}

main().catch((e) => {
  process.stderr.write(`[ferretdb] ${e instanceof SetupError ? e.message : e.stack || e}\n`);
  process.exit(1);
});
