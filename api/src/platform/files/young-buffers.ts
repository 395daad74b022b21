import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type CollectGarbage = (options: { type: 'minor' }) => void;

/**
 * V8's collector, taken once without exposing `gc` to the rest of the process: the flag is set only while a new
 * context is made to read it, then cleared again.
 */
function collectorFunction(): CollectGarbage {
  setFlagsFromString('--expose-gc');
  try {
    return runInNewContext('gc') as CollectGarbage;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

let collect: CollectGarbage | undefined;

/**
 * Frees the memory of the Buffers an upload has finished with: a scavenge (a young-generation collection, the
 * short kind) of the request thread. A Buffer's bytes live outside V8's heap and go back only when a collection
 * finds its small object dead. An upload allocates its megabytes as Buffers (the received chunks, sharp's output,
 * the driver's BSON command and its copy) and few other objects, so the young generation fills slowly while those
 * megabytes pile up: without this, V8 scavenges for them on its own only once 32 MB of them are waiting (twice its
 * default semi-space, whatever `--max-semi-space-size` says), and the process grows by that much in a burst of
 * uploads. Called when one of them is done with, the memory an upload costs no longer depends on the young
 * generation's size (docs/performance.md, "Uploads"). Run after the current callback, when its locals are dead.
 */
export function releaseUploadBuffers(): void {
  setImmediate(() => {
    collect ??= collectorFunction();
    collect({ type: 'minor' });
  });
}
