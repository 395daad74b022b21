// `npm start` and `npm test` on a fresh clone (or after a pull that changed the lock file): install the locked
// dependencies first. Uses only Node's own modules, since node_modules may not exist yet.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mtime = (file) => fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs;

// npm writes node_modules/.package-lock.json at the end of every install: older than the lock file means the lock
// changed since.
const installed = mtime('node_modules/.package-lock.json');
if (installed === undefined || installed < mtime('package-lock.json')) {
  console.log('Installing the locked dependencies (npm ci)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
