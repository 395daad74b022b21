import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { MESSAGES } from '@evisa/contracts';
import { applicationThrough, step } from '../../applicant/steps/step-fixtures';
import { ApiSession } from '../testing/api-session';
import { startTestApp, type TestApp } from '../testing/test-app';
import { form, jpeg } from './testing/test-images';
import { UPLOAD_BODY_DEADLINE } from './upload-body-deadline';
import { UploadSlots } from './upload-slots';

const BOUNDARY = 'trickle-boundary';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw client that sends a photo upload's headers and the start of its body, then what `next` gives. */
function startUpload(app: TestApp, session: ApiSession, path: string): { socket: Socket; received: () => string; closed: Promise<void> } {
  const url = new URL(app.url);
  const socket = connect(Number(url.port), url.hostname);
  let received = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    [
      `PATCH ${path} HTTP/1.1`,
      `Host: ${url.host}`,
      `Cookie: ${session.cookieHeader()}`,
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
      'Content-Length: 1048576',
      '',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="mainImg"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ].join('\r\n'),
  );
  return { socket, received: () => received, closed };
}

describe('uploads and slow clients (HTTP, real database)', () => {
  let app: TestApp;
  let session: ApiSession;
  let id: string;
  /** The limiter the upload routes of this API share. */
  const slots = () => app.nest.get(UploadSlots);

  beforeAll(async () => {
    app = await startTestApp();
    session = new ApiSession(app.url);
    id = await applicationThrough(session, 5);
  });
  afterAll(() => app.close());

  it('sets header and whole-request limits on the server', () => {
    expect(app.server.headersTimeout).toBe(10_000);
    expect(app.server.requestTimeout).toBe(120_000);
  });

  it('keeps a real upload working while clients trickle their bodies: they hold no processing slot', async () => {
    const tricklers = Array.from({ length: Math.max(2, slots().options.active) }, () => startUpload(app, session, step(5, id)));
    const drip = setInterval(() => tricklers.forEach(({ socket }) => socket.write('x')), 500);
    try {
      await wait(1_000);
      expect(slots().inUse).toBe(0);
      const photo = await jpeg();
      const started = performance.now();
      const response = await session.patch(step(5, id), form(['mainImg', photo, 'photo.jpg', 'image/jpeg']));
      const elapsed = performance.now() - started;
      expect(response.status).toBe(200);
      // A correctness bound, not a benchmark: before, the upload waited for a slot 30 s and failed with 503.
      expect(elapsed).toBeLessThan(2_000);
      expect(tricklers.every(({ received }) => received() === '')).toBe(true);
    } finally {
      clearInterval(drip);
      tricklers.forEach(({ socket }) => socket.destroy());
    }
  });

  it(`ends an upload whose body stops for ${UPLOAD_BODY_DEADLINE.idleMs / 1000} s with 408 and closes its connection`, async () => {
    const stalled = startUpload(app, session, step(5, id));
    await stalled.closed;
    const answer = stalled.received();
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/connection: close/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 408, message: MESSAGES.somethingWentWrong });
    expect(slots().inUse).toBe(0);
  }, 20_000);
});
