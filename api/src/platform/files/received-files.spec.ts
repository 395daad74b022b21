import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { receivedFilesDir, removeReceivedFilesDir } from './received-files';

describe('the folder of received upload bodies', () => {
  afterEach(() => removeReceivedFilesDir());

  it('is made once per process and removed, with what is left in it, when the process exits', () => {
    const dir = receivedFilesDir();
    writeFileSync(path.join(dir, 'abandoned-upload'), 'bytes');
    expect(receivedFilesDir()).toBe(dir);
    expect(process.listeners('exit')).toContain(removeReceivedFilesDir);

    removeReceivedFilesDir();

    expect(existsSync(dir)).toBe(false);
    expect(process.listeners('exit')).not.toContain(removeReceivedFilesDir);
  });

  it('is made again for the next upload after it was removed', () => {
    const first = receivedFilesDir();
    removeReceivedFilesDir();
    const second = receivedFilesDir();
    expect(second).not.toBe(first);
    expect(existsSync(second)).toBe(true);
    expect(process.listeners('exit').filter((listener) => listener === removeReceivedFilesDir)).toHaveLength(1);
  });
});
