// Experiment only (docs/performance.md, "Uploads"): how much of the API's memory growth during uploads is garbage
// not yet collected. Preload with
//   npm run bench -- --only uploads --api-env 'NODE_OPTIONS=--expose-gc --require=./bench/tools/frequent-gc.cjs'
// Never for production: a full collection every 250 ms costs CPU.
if (typeof global.gc === 'function') setInterval(() => global.gc(), 250).unref();
