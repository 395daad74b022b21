// Experiment only (docs/performance.md, "Uploads"): preloaded into the API with
//   npm run bench -- --only uploads --api-env NODE_OPTIONS=--require=./bench/tools/one-upload-slot.cjs
// the API sees one CPU, so its upload limiter (api/src/platform/files/upload-slots.ts) processes one upload at a
// time: what that would change in memory and throughput, before proposing it in the API's code.
require('node:os').availableParallelism = () => 1;
