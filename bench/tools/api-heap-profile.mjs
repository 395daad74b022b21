// What the API allocates per request while it serves one call under load: V8's sampling heap profiler over the
// inspector protocol, during a load run, summed by package and by allocating function. A diagnosis aid for
// docs/performance.md.
//
//   node bench/tools/api-heap-profile.mjs ['step 3 save' | lookup | 'photo upload'] [seconds, default 10] [connections, default 1] [--survivors]
// --survivors counts only what outlived the young generation (objects a scavenge did not collect: promoted to
// the old generation, where only a mark-compact frees them), the part of the allocation that costs pauses.
// The profile counts V8's heap only: a Buffer is its small object here, its bytes are outside (process.memoryUsage's
// arrayBuffers); the last line gives their peak during the run over their level before it (read every 50 ms).
import { largest, owner, withInspectedApi } from './inspected-api.mjs';

const args = process.argv.slice(2);
const survivorsOnly = args.includes('--survivors');
const [callName = 'step 3 save', seconds = '10', connections = '1'] = args.filter((arg) => arg !== '--survivors');

function summarize(head) {
  const byOwner = {};
  const byFunction = {};
  let total = 0;
  const visit = (node) => {
    if (node.selfSize) {
      const who = owner(node.callFrame);
      const fn = `${node.callFrame.functionName || '(anonymous)'} ${who}:${node.callFrame.lineNumber + 1}`;
      byOwner[who] = (byOwner[who] ?? 0) + node.selfSize;
      byFunction[fn] = (byFunction[fn] ?? 0) + node.selfSize;
      total += node.selfSize;
    }
    for (const child of node.children) visit(child);
  };
  visit(head);
  return { total, byOwner: largest(byOwner, 15), byFunction: largest(byFunction, 20) };
}

await withInspectedApi({ callName, connections: Number(connections) }, async ({ cdp, load }) => {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.startSampling', {
    samplingInterval: 1024,
    includeObjectsCollectedByMinorGC: !survivorsOnly,
    includeObjectsCollectedByMajorGC: true,
  });
  const arrayBuffers = async () =>
    (await cdp.send('Runtime.evaluate', { expression: 'process.memoryUsage().arrayBuffers', returnByValue: true })).result.result.value;
  const atStart = await arrayBuffers();
  let peak = atStart;
  let running = true;
  const sampling = (async () => {
    while (running) {
      peak = Math.max(peak, await arrayBuffers());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const run = await load(Number(seconds)).finally(() => (running = false));
  await sampling;
  const { result } = await cdp.send('HeapProfiler.stopSampling');
  const { total, byOwner, byFunction } = summarize(result.profile.head);
  const kb = (bytes) => (bytes / run.requests / 1024).toFixed(1);
  const what = survivorsOnly ? 'outliving the young generation' : 'allocated';
  console.log(`${callName} x${connections}: ${run.requests} requests in ${seconds} s; KB ${what} per request (sampled): ${kb(total)}`);
  for (const [who, bytes] of byOwner) console.log(`  ${kb(bytes).padStart(7)} KB  ${who}`);
  console.log(`largest allocating functions (KB per request):`);
  for (const [fn, bytes] of byFunction) console.log(`  ${kb(bytes).padStart(7)} KB  ${fn}`);
  const mb = (bytes) => (bytes / 1048576).toFixed(1);
  console.log(`Buffers' bytes (arrayBuffers): ${mb(atStart)} MB before the run, peak ${mb(peak)} MB (+${mb(peak - atStart)})`);
});
