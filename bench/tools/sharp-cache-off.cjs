// Experiment only (docs/performance.md, "Uploads"): preloaded into the API with
//   npm run bench -- --only uploads --api-env NODE_OPTIONS=--require=./bench/tools/sharp-cache-off.cjs
// to measure what turning off libvips' operation cache would change before proposing it in the API's code.
require('sharp').cache(false);
