// The lock file installs on every platform: npm 11's `npm ci` refuses a lock that lacks another platform's optional
// builds (e.g. @rspack/binding-darwin-arm64) even on Linux, so a lock written without them breaks every fresh clone.
// Checked with a dry run of `npm ci` for several platforms in a temporary copy holding only the manifests.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PLATFORMS = [[], ['--os=darwin', '--cpu=arm64'], ['--os=win32', '--cpu=x64'], ['--os=linux', '--cpu=x64', '--libc=musl']];

function manifestsCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-lock-'));
  fs.copyFileSync(path.join(root, 'package.json'), path.join(dir, 'package.json'));
  fs.copyFileSync(path.join(root, 'package-lock.json'), path.join(dir, 'package-lock.json'));
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (location === '' || location.includes('node_modules') || entry.link) continue;
    fs.mkdirSync(path.join(dir, location), { recursive: true });
    fs.copyFileSync(path.join(root, location, 'package.json'), path.join(dir, location, 'package.json'));
  }
  return dir;
}

for (const platform of PLATFORMS) {
  test(`npm ci accepts the lock file for ${platform.join(' ') || 'this platform'}`, () => {
    const dir = manifestsCopy();
    try {
      const result = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', ...platform], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, npm_config_loglevel: 'error' },
      });
      assert.equal(result.status, 0, `npm ci refused the lock file:\n${result.stderr}\nRewrite it with 'npm install --package-lock-only --ignore-scripts'.`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}
