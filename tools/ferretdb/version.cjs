// Which FerretDB this project runs, and how to tell a binary of it.
const { execFile } = require('node:child_process');
const { promisify } = require('node:util');

const execFileP = promisify(execFile);

const FERRETDB_VERSION = 'v1.24.2';
const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';
/**
 * What a binary built here reports: the module's version and the number of this project's patches
 * (tools/ferretdb/patches). Raise it with every change to the patches, so that older builds are rebuilt.
 */
const FERRETDB_BUILD_VERSION = `${FERRETDB_VERSION}-evisa.3`;

/** The version line of a FerretDB binary (`v1.24.2-evisa.3`), or null when it does not run or panics. */
async function binaryVersion(bin) {
  try {
    const { stdout } = await execFileP(bin, ['--version'], { timeout: 15000 });
    return /^version:\s*(\S+)/m.exec(stdout)?.[1] ?? null;
  } catch {
    return null;
  }
}

module.exports = { FERRETDB_VERSION, FERRETDB_MODULE, FERRETDB_BUILD_VERSION, binaryVersion };
