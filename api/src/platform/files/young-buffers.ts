/**
 * Called when an upload's Buffers are garbage (its body written to its temporary file; its processing slot
 * released): runs a scavenge (a young-generation collection, the short kind) of the request thread after the current
 * callback, when its locals are dead.
 *
 * Why: a Buffer's bytes live outside V8's heap and go back only when a collection finds its small object dead. An
 * upload allocates its megabytes as Buffers (the received chunks, sharp's output, the driver's command) and few other
 * objects, so at node's default young generation the heap fills slowly while those megabytes pile up, and V8
 * scavenges for them on its own only once 32 MB of them wait, whatever `--max-semi-space-size` says. Asking here, after
 * each upload, leaves the other requests (the look-up, the saves) to V8's own schedule, so the API need not shrink
 * its young generation for the uploads' sake (docs/performance.md, "Uploads"). No threshold on the Buffers' bytes:
 * the API holds more of them from start-up than any threshold worth having, and a scavenge costs little beside an
 * upload's image processing.
 *
 * `gc` is there because the API's node options include `--expose-gc` (tools/api-node-options.mjs): node's documented
 * way to reach V8's collector, where turning the flag on with `v8.setFlagsFromString` after start-up has effects node
 * calls unpredictable. Exposing it is acceptable because nothing else in the process calls it; without the option
 * (the tests, a hand-started process) this does nothing and the Buffers wait for V8's own scavenge.
 */
export function releaseUploadBuffers(collect: NodeJS.GCFunction | undefined = globalThis.gc): void {
  if (!collect) return;
  setImmediate(() => collect({ type: 'minor' }));
}
