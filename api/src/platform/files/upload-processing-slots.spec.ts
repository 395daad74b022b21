import { applicationThrough, step } from '../../applicant/steps/step-fixtures';
import { ApiSession } from '../testing/api-session';
import { startTestApp, type TestApp } from '../testing/test-app';
import { form, jpeg } from './testing/test-images';
import { UploadSlots } from './upload-slots';

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * UPLOAD_PROCESSING_SLOTS sizes the limiter the upload routes share. The test holds one slot itself, as an upload
 * being processed would, and sends a photo: with 2 slots it is processed beside the held one, with 1 it waits.
 */
describe('UPLOAD_PROCESSING_SLOTS (HTTP, real database)', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  async function apiWithSlots(slots?: string): Promise<{ session: ApiSession; id: string; limiter: UploadSlots }> {
    app = await startTestApp(slots === undefined ? {} : { UPLOAD_PROCESSING_SLOTS: slots });
    const session = new ApiSession(app.url);
    return { session, id: await applicationThrough(session, 5), limiter: app.nest.get(UploadSlots) };
  }

  it('with 2, processes an upload while another one holds a slot', async () => {
    const { session, id, limiter } = await apiWithSlots('2');
    expect(limiter.options.active).toBe(2);
    const release = await limiter.acquire();
    try {
      const response = await session.patch(step(5, id), form(['mainImg', await jpeg(), 'photo.jpg', 'image/jpeg']));
      expect(response.status).toBe(200);
    } finally {
      release();
    }
  });

  it('by default, processes one upload at a time: the next waits for the slot to be released', async () => {
    const { session, id, limiter } = await apiWithSlots();
    expect(limiter.options.active).toBe(1);
    const release = await limiter.acquire();
    let answered = false;
    const upload = session.patch(step(5, id), form(['mainImg', await jpeg(), 'photo.jpg', 'image/jpeg'])).finally(() => (answered = true));
    try {
      while (limiter.queued === 0 && !answered) await tick();
      await tick();
      expect(answered).toBe(false);
    } finally {
      release();
    }
    expect((await upload).status).toBe(200);
    expect(limiter.inUse).toBe(0);
  });
});
