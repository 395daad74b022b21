import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { releaseUploadBuffers } from './young-buffers';

const MB = 1024 * 1024;
const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));
/** V8 frees a collected buffer's bytes on a background thread: waits up to 5 s for `done`. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; waited < 5000 && !done(); waited += 50) await settle();
}
const buffersBytes = () => process.memoryUsage().arrayBuffers;

/** V8's collector for this test only (the API gets it from `--expose-gc`, which jest does not pass). */
function testCollector(): NodeJS.GCFunction {
  setFlagsFromString('--expose-gc');
  try {
    return runInNewContext('gc') as NodeJS.GCFunction;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

/**
 * Array buffers nothing refers to any more, more of them than `bytes` in all, allocated here rather than through
 * `Buffer`: V8 may allocate objects from a site whose objects often survive (node's Buffer, in a jest process)
 * straight into the old generation, where only a full collection finds them.
 */
function dropBuffers(bytes: number): void {
  for (let i = 0; i < Math.ceil(bytes / MB); i += 1) new Uint8Array(MB).fill(i);
}

describe('releaseUploadBuffers', () => {
  let collect: NodeJS.GCFunction;

  beforeAll(() => {
    collect = testCollector();
  });

  beforeEach(async () => {
    collect();
    await settle();
  });

  it('frees dead Buffers', async () => {
    const rest = buffersBytes();
    dropBuffers(20 * MB);
    expect(buffersBytes() - rest).toBeGreaterThanOrEqual(16 * MB);

    releaseUploadBuffers(collect);
    await until(() => buffersBytes() - rest < 4 * MB);

    expect(buffersBytes() - rest).toBeLessThan(4 * MB);
  });

  it('keeps the Buffers still in use', async () => {
    const kept = Array.from({ length: 4 }, (_, i) => Buffer.alloc(MB, i));
    dropBuffers(16 * MB);

    releaseUploadBuffers(collect);
    await settle();

    expect(kept.map((buffer) => buffer[MB - 1])).toEqual([0, 1, 2, 3]);
    expect(buffersBytes()).toBeGreaterThanOrEqual(4 * MB);
  });

  it('does nothing without a collector (a process started without --expose-gc)', () => {
    expect(() => releaseUploadBuffers(undefined)).not.toThrow();
  });
});
