// Finds the FerretDB binary this project runs ($FERRETDB_BIN, .data/bin/ferretdb, PATH), building it when none
// reports FERRETDB_BUILD_VERSION.
const fs = require('node:fs');
const fsp = require('node:fs/promises');
const path = require('node:path');
const { repoRoot } = require('../repo-root.cjs');
const { buildFerretDb } = require('./build.cjs');
const { withLock } = require('./build-lock.cjs');
const { FERRETDB_BUILD_VERSION, binaryVersion } = require('./version.cjs');

const defaultBinPath = path.join(repoRoot, '.data', 'bin', 'ferretdb');
const defaultLog = (msg) => process.stderr.write(`[ferretdb] ${msg}\n`);

async function isWanted(bin) {
  return fs.existsSync(bin) && (await binaryVersion(bin)) === FERRETDB_BUILD_VERSION;
}

function onPath(name) {
  for (const dir of (process.env.PATH || '').split(path.delimiter)) {
    if (!dir) continue;
    const p = path.join(dir, name);
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return p;
    } catch {
      /* not here */
    }
  }
  return null;
}

/** A usable binary without building: $FERRETDB_BIN, .data/bin/ferretdb, PATH; null when there is none. */
async function findFerretDb({ log = defaultLog } = {}) {
  const given = process.env.FERRETDB_BIN;
  if (given) {
    if (await isWanted(given)) return given;
    log(`FERRETDB_BIN=${given} is not a working FerretDB ${FERRETDB_BUILD_VERSION} (it reports ${(await binaryVersion(given)) ?? 'nothing'}); ignoring it`);
  }
  if (await isWanted(defaultBinPath)) return defaultBinPath;
  const fromPath = onPath('ferretdb');
  return fromPath && (await isWanted(fromPath)) ? fromPath : null;
}

/** The path of a FerretDB FERRETDB_BUILD_VERSION binary, building it into .data/bin when none is found. */
async function ensureFerretDb({ log = defaultLog, force = false } = {}) {
  if (!force) {
    const found = await findFerretDb({ log });
    if (found) return found;
  }
  await fsp.mkdir(path.dirname(defaultBinPath), { recursive: true });
  return withLock(
    path.join(path.dirname(defaultBinPath), '.ferretdb-build.lock'),
    async () => {
      if (!force && (await isWanted(defaultBinPath))) return defaultBinPath; // built while we waited
      await buildFerretDb({ target: defaultBinPath, log });
      return defaultBinPath;
    },
    { log },
  );
}

module.exports = { defaultBinPath, findFerretDb, ensureFerretDb };
