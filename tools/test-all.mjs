// `npm test`: lint and type checks (end-to-end tests included), unit/component/API tests for every
// project, the scripts' own tests (tools/, bench/), schemathesis over the API's OpenAPI description (it installs
// itself from PyPI into .data/), then the end-to-end tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const scriptSpecs = ['tools', 'bench']
  .flatMap((dir) => fs.readdirSync(dir, { recursive: true, withFileTypes: true }).map((entry) => `${entry.parentPath}/${entry.name}`))
  .filter((file) => file.endsWith('.spec.mjs') && !file.includes('node_modules'))
  .sort();

// The end-to-end tests drive Debian's Chromium: say so now rather than after the other steps.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(`${chromium} is missing: the browser tests need Debian's Chromium and fonts (as root:`
    + ' apt-get install chromium fonts-liberation fonts-noto-cjk), or CHROMIUM_PATH naming another Chromium.');
  process.exit(1);
}

/** @type {[string, string[]][]} */
const steps = [
  ['npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', '--parallel=2', '--outputStyle=stream']],
  ['npx', ['nx', 'run-many', '-t', 'test', '--parallel=1', '--outputStyle=stream']],
  ['node', ['--test', ...scriptSpecs]],
  ['node', ['tools/schemathesis/run-schemathesis.mjs']],
  ['node', ['tools/stack/e2e.mjs']],
];
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
for (const [command, args] of steps) {
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  if (status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status ?? 1);
  }
}
