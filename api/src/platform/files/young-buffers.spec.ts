import { releaseUploadBuffers } from './young-buffers';

const MB = 1024 * 1024;
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('releaseUploadBuffers', () => {
  it("frees the bytes of Buffers nothing refers to any more, without exposing gc to the process", async () => {
    // Fewer megabytes than V8 waits for before it collects young Buffers on its own.
    for (let i = 0; i < 12; i += 1) Buffer.allocUnsafeSlow(MB).fill(i);
    const before = process.memoryUsage().arrayBuffers;

    releaseUploadBuffers();
    await settle();

    expect(before - process.memoryUsage().arrayBuffers).toBeGreaterThanOrEqual(10 * MB);
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });

  it('keeps the Buffers still in use', async () => {
    const kept = Array.from({ length: 4 }, (_, i) => Buffer.alloc(MB, i));

    releaseUploadBuffers();
    await settle();

    expect(kept.map((buffer) => buffer[MB - 1])).toEqual([0, 1, 2, 3]);
    expect(process.memoryUsage().arrayBuffers).toBeGreaterThanOrEqual(4 * MB);
  });
});
