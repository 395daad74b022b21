// `npm run staff -- <command>`: manage the agency desk's staff accounts from the command line (the first admin
// is added this way). Builds the API if needed (nx caches it) and runs its staff command (api/src/desk/staff-cli).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const installed = spawnSync(process.execPath, [path.join(root, 'tools/stack/ensure-installed.mjs')], { cwd: root, stdio: 'inherit' });
if (installed.status !== 0) process.exit(installed.status ?? 1);

const build = spawnSync('npx', ['nx', 'run', 'api:build', '--output-style=static'], { cwd: root, encoding: 'utf8' });
if (build.status !== 0) {
  process.stderr.write(`${build.stdout}${build.stderr}\nThe API did not build; the staff command cannot run.\n`);
  process.exit(build.status ?? 1);
}
const command = spawnSync(process.execPath, ['--enable-source-maps', path.join(root, 'api/dist/staff-cli.js'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(command.status ?? 1);
