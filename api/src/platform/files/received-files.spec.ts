import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { applicationThrough, step } from '../../applicant/steps/step-fixtures';
import { ApiSession } from '../testing/api-session';
import { startTestApp } from '../testing/test-app';
import { receivedFilesDir, removeReceivedFilesDir } from './received-files';
import { form, jpeg } from './testing/test-images';

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

describe('the folder of received upload bodies, in the API (HTTP, real database)', () => {
  it('is removed when the API shuts down, as on a SIGTERM, after which the process emits no exit', async () => {
    const app = await startTestApp();
    let dir: string;
    try {
      const session = new ApiSession(app.url);
      const id = await applicationThrough(session, 5);
      const response = await session.patch(step(5, id), form(['mainImg', await jpeg(), 'photo.jpg', 'image/jpeg']));
      expect(response.status).toBe(200);
      dir = receivedFilesDir();
      expect(existsSync(dir)).toBe(true);
    } finally {
      await app.close();
    }
    expect(existsSync(dir)).toBe(false);
  });
});
