// Runs one of the API's command-line entries (api/dist/<entry>.js: `npm run staff`, `npm run migrate`) after
// making sure the dependencies are installed and the API is built (nx caches the build); exits with its code.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './repo-root.cjs';

/** @param {string} entry @param {string} what what the command does, for the message when the API does not build */
export function runApiCommand(entry, what) {
  const installed = spawnSync(process.execPath, [path.join(repoRoot, 'tools/stack/ensure-installed.mjs')], { cwd: repoRoot, stdio: 'inherit' });
  if (installed.status !== 0) process.exit(installed.status ?? 1);
  const build = spawnSync('npx', ['nx', 'run', 'api:build', '--output-style=static'], { cwd: repoRoot, encoding: 'utf8' });
  if (build.status !== 0) {
    process.stderr.write(`${build.stdout}${build.stderr}\nThe API did not build; ${what} cannot run.\n`);
    process.exit(build.status ?? 1);
  }
  const command = spawnSync(process.execPath, ['--enable-source-maps', path.join(repoRoot, `api/dist/${entry}.js`), ...process.argv.slice(2)], { cwd: repoRoot, stdio: 'inherit' });
  process.exit(command.status ?? 1);
}
