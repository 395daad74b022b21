// `npm test`: lint, type checks, unit/component/API tests for every project, then the end-to-end tests.
import { spawnSync } from 'node:child_process';

const steps = [
  ['npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', '--parallel=2', '--outputStyle=stream']],
  ['npx', ['nx', 'run-many', '-t', 'test', '--parallel=1', '--outputStyle=stream']],
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
