// A real S3-compatible server for the release tests: moto's server mode, from PyPI, in a virtual environment under
// .data/ (`bash .ci/run` installs it ahead; the test installs it when it is missing).
//
//   node tools/release/s3-test-server.mjs --install      installs it and exits
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MOTO_VERSION = '5.2.5';
const venv = path.join(repoRoot, '.data/s3-server-venv');
const server = path.join(venv, 'bin/moto_server');

/** Creates the virtual environment and installs moto[server] unless that version is there. */
export function ensureMotoServer() {
  const installed = spawnSync(path.join(venv, 'bin/python'), ['-c', 'import importlib.metadata as m; print(m.version("moto"))'], { encoding: 'utf8' });
  if (installed.status === 0 && installed.stdout.trim() === MOTO_VERSION && fs.existsSync(server)) return server;
  const python = process.env.PYTHON ?? 'python3';
  for (const [command, args] of /** @type {Array<[string, string[]]>} */ ([
    [python, ['-m', 'venv', venv]],
    [path.join(venv, 'bin/pip'), ['install', '--quiet', '--disable-pip-version-check', `moto[server]==${MOTO_VERSION}`]],
  ])) {
    const result = spawnSync(command, args, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
  }
  return server;
}

/** Starts moto's S3 on 127.0.0.1:`port`; resolves when it answers. */
export async function startMotoServer(port) {
  const child = spawn(ensureMotoServer(), ['-H', '127.0.0.1', '-p', String(port)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`moto_server exited: ${stderr}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`moto_server did not answer on ${port}: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--install')) {
  console.log(`moto_server ${MOTO_VERSION}: ${ensureMotoServer()}`);
}
