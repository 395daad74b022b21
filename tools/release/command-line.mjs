// What `npm run release` and `npm run rollback` share: argument parsing, the one-line output, exit codes.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isS3Location, resolveHostingDir } from './hosting-store.mjs';
import { displayPath, findRemote } from './remote-build.mjs';
import { ReleaseRefused } from './release-refused.mjs';

/**
 * Runs `action({ remote, hostingDir, values })` for the command `name` and prints `remote: old -> new`.
 * A refusal prints one line and exits with 1.
 */
export async function runCommand({ name, usage, options = {} }, action) {
  try {
    const { values, positionals } = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { ...options, hosting: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      console.log(usage);
      return;
    }
    if (positionals.length > 1) throw new ReleaseRefused(`one remote at a time (got ${positionals.join(', ')})`);
    const remote = findRemote(positionals[0]);
    const hostingDir = resolveHostingDir(values.hosting);
    const result = await action({ remote, hostingDir, values });
    const where = isS3Location(hostingDir) ? `${hostingDir.replace(/\/+$/, '')}/remotes.json` : displayPath(path.join(hostingDir, 'remotes.json'));
    if (!result.changed) console.log(`${remote.folder}: ${result.version} is already live (${result.to}); nothing changed`);
    else console.log(`${remote.folder}: ${result.from ?? '(none)'} -> ${result.to}  (${where})`);
  } catch (error) {
    const reason = error instanceof ReleaseRefused || String(error.code).startsWith('ERR_PARSE_ARGS') ? error.message : `unexpected error: ${error.message}`;
    console.error(`${name} refused: ${reason}`);
    process.exitCode = 1;
  }
}
