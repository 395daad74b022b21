// The deployable API started as a deployment starts it: its migrations first, then the server, whose output is kept
// for the assertions' messages. For the specs of its image, its artifact and its production install.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';

/** Runs the migrations script (`node <script>` in `cwd`) and fails with its output unless it succeeds. */
export function migrate({ cwd, script = 'migrate.js', env }) {
  const migrated = spawnSync(process.execPath, [script], { cwd, env, encoding: 'utf8' });
  assert.equal(migrated.status, 0, migrated.stdout + migrated.stderr);
}

/**
 * Starts the API (`command args` in `cwd`, listening on `port`) and collects what it prints.
 * @param {{ command?: string, args: string[], cwd: string, env: Record<string, string>, port: number }} options
 */
export function startApi({ command = process.execPath, args, cwd, env, port }) {
  const api = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  api.stdout.on('data', (chunk) => (output += chunk));
  api.stderr.on('data', (chunk) => (output += chunk));
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exited = new Promise((resolve) => api.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    /** Everything the API has printed so far. */
    output: () => output,
    /** Resolves once GET /ready answers 200; fails if the API exits or is not ready within 30 s. */
    async ready() {
      const deadline = Date.now() + 30_000;
      while (!(await fetch(`http://127.0.0.1:${port}/ready`).then((r) => r.ok, () => false))) {
        assert.equal(api.exitCode, null, `the API exited: ${output}`);
        assert.ok(Date.now() < deadline, `the API was not ready within 30 s: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    /** Sends `signal`; fails unless the API then ends cleanly (exit code 0 or that signal) having logged no error. */
    async stopCleanly(/** @type {NodeJS.Signals} */ signal = 'SIGTERM') {
      api.kill(signal);
      const end = await exited;
      assert.ok(end.code === 0 || end.signal === signal, `stopped cleanly: ${JSON.stringify(end)} ${output}`);
      assert.doesNotMatch(output, /"level":(50|60)/, 'no error was logged');
    },
    /** Ends the API at once if it still runs (for `finally` and `after`). */
    kill() {
      if (api.exitCode === null && api.signalCode === null) api.kill('SIGKILL');
    },
  };
}
