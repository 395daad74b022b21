// Small, dependency-free helpers for scripts that run several processes at once (tools/stack/start.mjs, e2e):
// spawn children with prefixed, coloured output, wait for a URL or a port, and stop everything cleanly.
//
//   const group = createProcessGroup();
//   group.spawn('api', 'node', ['api/dist/main.js'], { env: { PORT: '3000' } });
//   await waitForUrl('http://127.0.0.1:3000/health', { timeoutMs: 60000 });
//   group.stopOnSignals();                        // Ctrl+C / SIGTERM: stop all children, then exit
//   await group.stopAll();                        // or stop them yourself
import { spawn } from 'node:child_process';
import net from 'node:net';
import http from 'node:http';
import https from 'node:https';
import readline from 'node:readline';

const COLORS = [36, 35, 33, 32, 34, 91, 96, 95, 93, 92];
const useColor = () =>
  process.env.FORCE_COLOR ? process.env.FORCE_COLOR !== '0' : !process.env.NO_COLOR && !!process.stdout.isTTY;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal); // the child leads its own process group (detached), so this reaches its children too
  } catch {
    /* already gone */
  }
}

/**
 * A set of child processes. Each child gets its own process group, so stopping it also stops what it started
 * (npm -> node, nx -> webpack ...). Output lines are written as `[name] line`.
 */
export function createProcessGroup({ color = useColor(), out = process.stdout, err = process.stderr } = {}) {
  const children = new Map(); // name -> { child, exited: Promise }
  let colorIndex = 0;
  let stopping = false;

  function prefix(name) {
    const c = COLORS[colorIndex++ % COLORS.length];
    return color ? `\x1b[${c}m[${name}]\x1b[0m ` : `[${name}] `;
  }

  /** Starts `cmd args` as `name`. `opts` are passed to child_process.spawn (env is merged into process.env). */
  function start(name, cmd, args = [], opts = {}) {
    if (children.has(name)) throw new Error(`a process named ${name} is already running`);
    const { onExit, ...spawnOpts } = opts;
    const child = spawn(cmd, args, {
      ...spawnOpts,
      env: { ...process.env, ...(color ? { FORCE_COLOR: '1' } : {}), ...spawnOpts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const p = prefix(name);
    for (const [stream, target] of [
      [child.stdout, out],
      [child.stderr, err],
    ]) {
      readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => target.write(`${p}${line}\n`));
    }
    const exited = new Promise((resolve) => {
      child.once('error', (e) => {
        err.write(`${p}failed to start: ${e.message}\n`);
        resolve({ code: null, signal: null, error: e });
      });
      child.once('exit', (code, signal) => {
        if (!stopping && !entry.stopping) err.write(`${p}exited (${signal ?? `code ${code}`})\n`);
        resolve({ code, signal });
        onExit?.({ code, signal });
      });
    });
    const entry = { child, exited, stopping: false };
    children.set(name, entry);
    return child;
  }

  /** Stops one child's whole process group: `signal`, then SIGKILL after `timeoutMs`. */
  async function stop(name, { signal = 'SIGTERM', timeoutMs = 10000 } = {}) {
    const entry = children.get(name);
    if (!entry) return;
    const { child, exited } = entry;
    entry.stopping = true;
    if (child.pid) {
      signalGroup(child.pid, signal);
      const killed = await Promise.race([exited.then(() => false), sleep(timeoutMs).then(() => true)]);
      if (killed) signalGroup(child.pid, 'SIGKILL');
      await exited;
      // the leader is gone; give the rest of its group a moment, then make sure nothing is left behind
      for (let i = 0; i < 20 && groupAlive(child.pid); i++) await sleep(100);
      if (groupAlive(child.pid)) signalGroup(child.pid, 'SIGKILL');
    }
    children.delete(name);
  }

  /** Stops every child (all at once), in reverse order of start. */
  async function stopAll(opts) {
    stopping = true;
    await Promise.all([...children.keys()].reverse().map((n) => stop(n, opts)));
  }

  /** On SIGINT / SIGTERM: stop all children, then exit (130 / 143). A second signal kills at once. */
  function stopOnSignals({ exit = true } = {}) {
    const handler = async (sig) => {
      if (stopping) {
        for (const { child } of children.values()) if (child.pid) signalGroup(child.pid, 'SIGKILL');
        process.exit(1);
      }
      err.write(`\nstopping (${sig})...\n`);
      await stopAll();
      if (exit) process.exit(sig === 'SIGINT' ? 130 : 143);
    };
    process.on('SIGINT', handler);
    process.on('SIGTERM', handler);
  }

  // If this process dies anyway, take the children with it.
  process.once('exit', () => {
    for (const { child } of children.values()) if (child.pid && child.exitCode === null) signalGroup(child.pid, 'SIGKILL');
  });

  return {
    spawn: start,
    stop,
    stopAll,
    stopOnSignals,
    /** Resolves with { name, code, signal } when any child exits. */
    whenAnyExits: () => Promise.race([...children].map(([name, e]) => e.exited.then((r) => ({ name, ...r })))),
    get names() {
      return [...children.keys()];
    },
  };
}

/** Resolves when a TCP connection to host:port succeeds; rejects after timeoutMs. */
export async function waitForPort(port, { host = '127.0.0.1', timeoutMs = 30000, intervalMs = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise((resolve) => {
      const s = net.connect({ port, host });
      s.setTimeout(1000);
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('timeout', () => (s.destroy(), resolve(false)));
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${host}:${port} after ${timeoutMs} ms`);
    await sleep(intervalMs);
  }
}

/**
 * Resolves with the status code when `url` answers with a status accepted by `ok` (default: below 500);
 * rejects after timeoutMs.
 */
export async function waitForUrl(url, { timeoutMs = 60000, intervalMs = 250, ok = (status) => status < 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  const lib = url.startsWith('https:') ? https : http;
  let last = 'no answer';
  for (;;) {
    const status = await new Promise((resolve) => {
      const req = lib.get(url, { timeout: 2000 }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.once('timeout', () => req.destroy(new Error('timeout')));
      req.once('error', (e) => {
        last = e.message;
        resolve(null);
      });
    });
    if (status !== null && ok(status)) return status;
    if (status !== null) last = `status ${status}`;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms (${last})`);
    await sleep(intervalMs);
  }
}
