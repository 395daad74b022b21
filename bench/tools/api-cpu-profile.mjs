// Where the API's CPU time goes while it serves one call under load: starts the benchmark's site with the API's
// inspector open, profiles the API (V8 sampling profiler, over the inspector protocol) during a load run, and
// prints self time by package and the busiest functions. A diagnosis aid for docs/performance.md.
//
//   node bench/tools/api-cpu-profile.mjs ['step 3 save' | lookup] [seconds, default 10] [connections, default 1]
// With API_PROFILE_OUT=file.cpuprofile the whole profile is also written there (Chrome DevTools opens it).
import fs from 'node:fs';
import WebSocket from 'ws';
import { CALLS } from '../api/api-bench.mjs';
import { loadRun } from '../api/load-run.mjs';
import { buildApplication } from '../fixtures/application-builder.mjs';
import { stepPayloads } from '../fixtures/application-payloads.mjs';
import { HttpSession } from '../fixtures/http-session.mjs';
import { benchPorts } from '../stack/bench-ports.mjs';
import { startBenchStack } from '../stack/bench-stack.mjs';

const [callName = 'step 3 save', seconds = '10', connections = '1'] = process.argv.slice(2);
const ports = benchPorts(Number(process.env.BENCH_PORT_BASE ?? 6900));
const inspectorPort = ports.shell + 96;

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

/** A node's owner: the npm package, else the workspace folder, else a V8 category such as (garbage collector). */
function owner(node) {
  const url = node.callFrame.url;
  if (!url) return node.callFrame.functionName || '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.includes('/api/dist/')) return 'api (our code and bundled libs)';
  return url.startsWith('node:') ? `node:${url.slice(5).split('/')[0]}` : url;
}

function summarize(profile) {
  const interval = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
  const hits = new Map();
  for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  const byOwner = {};
  const byFunction = {};
  for (const node of profile.nodes) {
    const ms = (hits.get(node.id) ?? 0) * interval;
    if (!ms) continue;
    const who = owner(node);
    byOwner[who] = (byOwner[who] ?? 0) + ms;
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${who}`;
    byFunction[fn] = (byFunction[fn] ?? 0) + ms;
  }
  const top = (table, n) => Object.entries(table).sort((a, b) => b[1] - a[1]).slice(0, n);
  return { byOwner: top(byOwner, 15), byFunction: top(byFunction, 20) };
}

const stack = await startBenchStack(ports, { NODE_OPTIONS: `--inspect=127.0.0.1:${inspectorPort}` }, { frontEnds: false });
try {
  const pool = [];
  for (let i = 0; i < 16; i += 1) {
    const session = new HttpSession(stack.urls.api);
    const { id } = await buildApplication(session, { through: 'step3' });
    pool.push({ id, cookie: session.cookieHeader });
  }
  const call = CALLS[callName](stepPayloads());
  await loadRun({ url: stack.urls.api, connections: Number(connections), durationSeconds: 2, applications: pool, call });
  const [target] = await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json();
  const cdp = await inspector(target.webSocketDebuggerUrl);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const run = await loadRun({ url: stack.urls.api, connections: Number(connections), durationSeconds: Number(seconds), applications: pool, call });
  const { result } = await cdp.send('Profiler.stop');
  cdp.close();
  if (process.env.API_PROFILE_OUT) fs.writeFileSync(process.env.API_PROFILE_OUT, JSON.stringify(result.profile));
  const { byOwner, byFunction } = summarize(result.profile);
  const perRequest = (ms) => (ms / run.requests).toFixed(2);
  console.log(`${callName} x${connections}: ${run.requests} requests in ${seconds} s; sampled self time per request:`);
  for (const [who, ms] of byOwner) console.log(`  ${perRequest(ms).padStart(7)} ms  ${who}`);
  console.log('busiest functions (ms per request):');
  for (const [fn, ms] of byFunction) console.log(`  ${perRequest(ms).padStart(7)} ms  ${fn}`);
} finally {
  await stack.stop();
}
