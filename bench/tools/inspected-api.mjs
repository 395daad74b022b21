// Shared by the API diagnosis tools (api-cpu-profile.mjs, api-heap-profile.mjs): starts the benchmark's site with
// the API's inspector open, makes the applications the load goes to, warms the call up, and hands over an
// inspector session on the API and a load run of the chosen call.
import WebSocket from 'ws';
import { CALLS } from '../api/api-bench.mjs';
import { loadRun } from '../api/load-run.mjs';
import { buildApplication } from '../fixtures/application-builder.mjs';
import { stepPayloads } from '../fixtures/application-payloads.mjs';
import { HttpSession } from '../fixtures/http-session.mjs';
import { benchPorts } from '../stack/bench-ports.mjs';
import { startBenchStack } from '../stack/bench-stack.mjs';
import { photoUploadCall } from '../uploads/upload-bench.mjs';

/** The upload benchmark's call, by the name the tools take besides CALLS' names. */
export const PHOTO_UPLOAD = 'photo upload';

/** A DevTools protocol session on `url`: send(method, params) resolves with the answer. */
function inspector(url) {
  const socket = new WebSocket(url);
  let nextId = 0;
  const pending = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString());
    if (message.id && pending.has(message.id)) {
      pending.get(message.id)(message);
      pending.delete(message.id);
    }
  });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        send: (method, params = {}) =>
          new Promise((done) => {
            nextId += 1;
            pending.set(nextId, done);
            socket.send(JSON.stringify({ id: nextId, method, params }));
          }),
        close: () => socket.close(),
      }),
    );
  });
}

/**
 * Runs `inspect({ cdp, load })` against a fresh benchmark site: `load(seconds)` keeps `connections` busy with
 * `callName` (a key of CALLS, or PHOTO_UPLOAD: each upload replaces the application's photo) for that long and
 * resolves with the run's figures.
 */
export async function withInspectedApi({ callName, connections }, inspect) {
  const ports = benchPorts(Number(process.env.BENCH_PORT_BASE ?? 6900));
  const inspectorPort = ports.shell + 96;
  const stack = await startBenchStack(ports, { NODE_OPTIONS: `--inspect=127.0.0.1:${inspectorPort}` }, { frontEnds: false });
  try {
    const applications = [];
    for (let i = 0; i < 16; i += 1) {
      const session = new HttpSession(stack.urls.api);
      const { id } = await buildApplication(session, { through: 'step3' });
      applications.push({ id, cookie: session.cookieHeader });
    }
    const call = callName === PHOTO_UPLOAD ? (await photoUploadCall()).call : CALLS[callName](stepPayloads());
    const load = (durationSeconds) => loadRun({ url: stack.urls.api, connections, durationSeconds, applications, call });
    await load(2);
    const [target] = await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json();
    const cdp = await inspector(target.webSocketDebuggerUrl);
    try {
      return await inspect({ cdp, load });
    } finally {
      cdp.close();
    }
  } finally {
    await stack.stop();
  }
}

/** A profile node's owner: the npm package, else the workspace folder, else a V8 category such as (garbage collector). */
export function owner(callFrame) {
  const url = callFrame.url;
  if (!url) return callFrame.functionName || '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.includes('/api/dist/')) return 'api (our code and bundled libs)';
  return url.startsWith('node:') ? `node:${url.slice(5).split('/')[0]}` : url;
}

/** The n largest entries of a name -> amount table, largest first. */
export const largest = (table, n) => Object.entries(table).sort((a, b) => b[1] - a[1]).slice(0, n);
