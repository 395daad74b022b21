// The node options of every API server process, wherever it is started: the local stack (npm start, the end-to-end
// tests), the benchmark, the contract test and the packaged artifact's start script. tools/deploy/api.Dockerfile's
// CMD and api/package.json's start script repeat them (neither can import them); tools/api-node-options.spec.mjs
// checks that they do.
//
// Semi-spaces of 1 MB, V8's young generation kept small: the objects that hold an upload's short-lived buffers
// (the received chunks, the re-encoded image, the database write) are collected after less allocation, so their
// memory goes back before a burst of concurrent uploads piles it up, the process holds less at rest and each upload
// costs less CPU; other requests pay with more frequent scavenges (docs/performance.md, "Uploads").
export const API_NODE_OPTIONS = ['--max-semi-space-size=1'];
