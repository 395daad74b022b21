// The node options of every API server process, wherever it is started: the local stack (npm start, the end-to-end
// tests), the benchmark, the contract test and the packaged artifact's start script. tools/deploy/api.Dockerfile's
// CMD and api/package.json's start script repeat them (neither can import them); tools/api-node-options.spec.mjs
// checks that they do.
//
// None now: the request thread runs with V8's default young generation, which its requests need (a small one costs
// the look-up about a fifth of its throughput in scavenges). The uploads' image work, whose short-lived buffers want
// a small young generation, runs on worker threads that have one of their own (api/src/platform/files/image-workers.ts;
// docs/performance.md, "Uploads").
export const API_NODE_OPTIONS = [];
