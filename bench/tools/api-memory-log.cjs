// Diagnosis aid (docs/performance.md, "Uploads"): what the API's resident memory is made of while it works.
// Preloaded into the API, it writes every 50 ms: time, rss, heapTotal, heapUsed, external, arrayBuffers (bytes).
//   npm run bench -- --only uploads --api-env NODE_OPTIONS=--require=./bench/tools/api-memory-log.cjs
// rss - heapTotal - external is native memory outside V8's accounting (libvips, the allocator's free lists);
// arrayBuffers that stay high between runs are Buffers waiting for a major collection.
const fs = require('node:fs');

const out = fs.openSync(process.env.API_MEMORY_LOG ?? '/tmp/api-memory.log', 'w');
setInterval(() => {
  const m = process.memoryUsage();
  fs.writeSync(out, `${Date.now()} ${m.rss} ${m.heapTotal} ${m.heapUsed} ${m.external} ${m.arrayBuffers}\n`);
}, 50).unref();
