// The uploads section: photo uploads (multipart PATCH applicationSubmitStep5, field mainImg, a JPEG just under
// 1 MB) at each concurrency: latency, CPU per upload, and the API's resident memory sampled from /proc every 50 ms.
import { randomBytes } from 'node:crypto';
import { CALLS } from '../api/api-bench.mjs';
import { loadRun, waitForIdle } from '../api/load-run.mjs';
import { stepPath, stepPayloads } from '../fixtures/application-payloads.mjs';
import { photoJustUnderLimit } from '../fixtures/test-images.mjs';
import { residentBytes, sampleResidentMemory } from '../stack/process-stats.mjs';

/**
 * An upload takes long enough that a fixed duration would end with every upload of a high concurrency still in
 * flight: each run sends a number of uploads instead, at least this many and this many per connection.
 */
const MIN_UPLOADS = 20;
const UPLOADS_PER_CONNECTION = 3;
/** Sequential uploads before the idle level is read: the first image loads libvips' pools and threads once. */
const WARM_UP_UPLOADS = 2;

/** The request body a browser sends for the photo: built once, sent by every request. */
function multipartBody(photo) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="mainImg"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return { boundary, body: Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]) };
}

/** The benchmark's photo and its upload to an application (also api-heap-profile.mjs's 'photo upload'). */
export async function photoUploadCall() {
  const photo = await photoJustUnderLimit();
  const { boundary, body } = multipartBody(photo.data);
  const call = (application) => ({
    method: 'PATCH',
    path: stepPath(5, application.id),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: application.cookie },
    body,
  });
  return { photo, call };
}

export const uploadsAt = (connections) => Math.max(MIN_UPLOADS, UPLOADS_PER_CONNECTION * connections);

/**
 * After a short sequential warm-up (its one-time cost is reported apart), runs the highest concurrency first and
 * measures each run's memory growth against the API's resident memory at rest after the warm-up: what uploads
 * cost it, whatever the runs before left allocated. Every upload goes to an application without a photo yet
 * (`newApplications(n)` makes them), so the runs are alike: replacing a photo also deletes the old file, a cost
 * of its own.
 */
export async function benchUploads({ apiUrl, apiPid, dbPid, newApplications, connections, log }) {
  const applications = await newApplications(WARM_UP_UPLOADS + connections.reduce((sum, c) => sum + uploadsAt(c), 0));
  let used = 0;
  const take = (n) => applications.slice(used, (used += n));
  const { photo, call } = await photoUploadCall();
  const probe = CALLS.lookup(stepPayloads())(applications[0]);
  await waitForIdle(apiUrl, probe);
  const coldRss = apiPid ? residentBytes(apiPid) : null;
  await loadRun({ url: apiUrl, connections: 1, amount: WARM_UP_UPLOADS, applications: take(WARM_UP_UPLOADS), call });
  await waitForIdle(apiUrl, probe);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idleRss = apiPid ? residentBytes(apiPid) : null;
  const rows = [];
  for (const c of [...connections].sort((a, b) => b - a)) {
    const amount = uploadsAt(c);
    const fresh = take(amount);
    const memory = apiPid ? sampleResidentMemory(apiPid, 50) : null;
    const run = await loadRun({ url: apiUrl, connections: c, amount, applications: fresh, call, pids: { server: apiPid, db: dbPid } });
    const rss = memory?.stop() ?? null;
    // Let the API finish what the run left queued, and settle, before the next run: what it keeps is read then.
    await waitForIdle(apiUrl, probe);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const settled = apiPid ? residentBytes(apiPid) : null;
    const overIdle = (bytes) => (bytes !== null && bytes !== undefined && idleRss !== null ? bytes - idleRss : null);
    const growth = overIdle(rss?.peak);
    const settledGrowth = overIdle(settled);
    rows.push({ ...run, rss: rss && { ...rss, idleBefore: idleRss, growth, settled, settledGrowth } });
    const mb = (bytes) => (bytes === null ? '?' : (bytes / 1048576).toFixed(1));
    log(`  photo upload x${c}: ${run.requests} uploads, ${run.rps}/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, RSS peak ${mb(rss?.peak ?? null)} MB (+${mb(growth)} MB over the idle API, +${mb(settledGrowth)} MB kept once settled)`);
  }
  return {
    photo: { bytes: photo.data.length, width: photo.width, height: photo.height, quality: photo.quality },
    apiRssBeforeFirstUpload: coldRss,
    apiRssIdle: idleRss,
    warmUp: { uploads: WARM_UP_UPLOADS, rssGrowth: coldRss === null || idleRss === null ? null : idleRss - coldRss },
    rows,
  };
}
