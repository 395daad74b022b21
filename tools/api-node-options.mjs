// The node options of every API server process, wherever it is started: the local stack (npm start, the end-to-end
// tests), the benchmark, the contract test and the packaged artifact's start script. tools/deploy/api.Dockerfile's
// CMD and api/package.json's start script repeat them (neither can import them); tools/api-node-options.spec.mjs
// checks that they do.
//
// `--expose-gc`: an upload's memory is Buffers whose bytes go back only when a collection finds them dead, and V8
// collects for them on its own only once 32 MB of them wait. The uploads ask for a scavenge themselves when they are
// done with theirs and the Buffers' bytes are high (api/src/platform/files/young-buffers.ts), so V8's young
// generation keeps its default size and the other requests are not slowed by more frequent scavenges
// (docs/performance.md, "Uploads").
export const API_NODE_OPTIONS = ['--expose-gc'];
