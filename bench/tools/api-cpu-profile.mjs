// Where the API's CPU time goes while it serves one call under load: starts the benchmark's site with the API's
// inspector open, profiles the API (V8 sampling profiler, over the inspector protocol) during a load run, and
// prints self time by package and the busiest functions. A diagnosis aid for docs/performance.md.
//
//   node bench/tools/api-cpu-profile.mjs ['step 3 save' | lookup] [seconds, default 10] [connections, default 1]
// With API_PROFILE_OUT=file.cpuprofile the whole profile is also written there (Chrome DevTools opens it).
import fs from 'node:fs';
import { largest, owner, withInspectedApi } from './inspected-api.mjs';

const [callName = 'step 3 save', seconds = '10', connections = '1'] = process.argv.slice(2);

function summarize(profile) {
  const interval = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
  const hits = new Map();
  for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  const byOwner = {};
  const byFunction = {};
  for (const node of profile.nodes) {
    const ms = (hits.get(node.id) ?? 0) * interval;
    if (!ms) continue;
    const who = owner(node.callFrame);
    byOwner[who] = (byOwner[who] ?? 0) + ms;
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${who}`;
    byFunction[fn] = (byFunction[fn] ?? 0) + ms;
  }
  return { byOwner: largest(byOwner, 15), byFunction: largest(byFunction, 20) };
}

await withInspectedApi({ callName, connections: Number(connections) }, async ({ cdp, load }) => {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const run = await load(Number(seconds));
  const { result } = await cdp.send('Profiler.stop');
  if (process.env.API_PROFILE_OUT) fs.writeFileSync(process.env.API_PROFILE_OUT, JSON.stringify(result.profile));
  const { byOwner, byFunction } = summarize(result.profile);
  const perRequest = (ms) => (ms / run.requests).toFixed(2);
  console.log(`${callName} x${connections}: ${run.requests} requests in ${seconds} s; sampled self time per request:`);
  for (const [who, ms] of byOwner) console.log(`  ${perRequest(ms).padStart(7)} ms  ${who}`);
  console.log('busiest functions (ms per request):');
  for (const [fn, ms] of byFunction) console.log(`  ${perRequest(ms).padStart(7)} ms  ${fn}`);
});
