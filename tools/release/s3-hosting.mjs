// The hosting in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...), under an optional key prefix: the same
// layout as the folder (hosting-store.mjs), for a CDN in front of the bucket. Credentials and region come from the
// AWS SDK's usual sources (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION, a profile...); another server than
// AWS is named by EVISA_S3_ENDPOINT (path-style addressing unless EVISA_S3_FORCE_PATH_STYLE=false).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};
const ENCODINGS = { '.br': 'br', '.gz': 'gzip' };
/** A released build's folder never changes: every file in it may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The manifest and the release history change with every release. */
const MUTABLE = 'no-cache';
const LOCK_KEY = '.release.lock';
const STALE_LOCK_MS = 10 * 60_000;

/** `s3://bucket/some/prefix` -> { bucket, prefix: 'some/prefix/' } */
export function parseS3Location(location) {
  const url = new URL(location);
  if (url.protocol !== 's3:' || !url.hostname) throw new Error(`not an s3://bucket[/prefix] location: ${location}`);
  const prefix = url.pathname.replace(/^\/+|\/+$/g, '');
  return { bucket: url.hostname, prefix: prefix ? `${prefix}/` : '' };
}

export function s3ClientFromEnv(env = process.env) {
  const endpoint = env.EVISA_S3_ENDPOINT || undefined;
  return new S3Client({
    ...(endpoint ? { endpoint, forcePathStyle: env.EVISA_S3_FORCE_PATH_STYLE !== 'false' } : {}),
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
  });
}

const missing = (error) => error?.name === 'NoSuchKey' || error?.name === 'NotFound' || error?.$metadata?.httpStatusCode === 404;

function filesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

function contentHeaders(name) {
  const encoding = ENCODINGS[path.extname(name)];
  const base = encoding ? name.slice(0, -path.extname(name).length) : name;
  return {
    ContentType: TYPES[path.extname(base)] ?? 'application/octet-stream',
    ...(encoding ? { ContentEncoding: encoding } : {}),
  };
}

/**
 * @param {string} location  s3://bucket[/prefix]
 * @returns {import('./hosting-store.mjs').HostingStore}
 */
export function s3Hosting(location, { client = s3ClientFromEnv() } = {}) {
  const { bucket, prefix } = parseS3Location(location);
  const key = (name) => `${prefix}${name}`;

  const exists = async (name) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(name) }));
      return true;
    } catch (error) {
      if (missing(error)) return false;
      throw error;
    }
  };

  return {
    location,
    describe: (name) => `s3://${bucket}/${key(name)}`,
    async readJson(name, fallback) {
      let text;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(name) }));
        text = await answer.Body.transformToString();
      } catch (error) {
        if (missing(error)) return fallback;
        throw error;
      }
      try {
        return JSON.parse(text);
      } catch (error) {
        throw new Error(`s3://${bucket}/${key(name)} is not valid JSON: ${error.message}`);
      }
    },
    /** One PUT replaces the object whole: readers see the old manifest or the new one. */
    async writeJson(name, value) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key(name), Body: `${JSON.stringify(value, null, 2)}\n`, ContentType: 'application/json', CacheControl: MUTABLE }));
    },
    exists,
    /**
     * Uploads a build under `folder` unless it is there already. remoteEntry.js goes last: its presence marks the
     * folder complete (a release that stopped half-way uploads the rest when run again).
     */
    async publishFolder(localDir, folder) {
      if (await exists(`${folder}/remoteEntry.js`)) return;
      const files = filesUnder(localDir).sort((a, b) => Number(a === 'remoteEntry.js') - Number(b === 'remoteEntry.js'));
      for (const file of files) {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: key(`${folder}/${file}`), Body: await fsp.readFile(path.join(localDir, file)), CacheControl: IMMUTABLE, ...contentHeaders(file) }),
        );
      }
    },
    /**
     * Holds `.release.lock` in the bucket while `fn` runs: created only if absent (a conditional PUT, If-None-Match),
     * so two releases at once cannot lose each other's manifest change. A lock older than 10 minutes is taken over.
     * @template T
     * @param {() => Promise<T>} fn
     * @param {{ timeoutMs?: number }} [options]
     * @returns {Promise<T>}
     */
    async withLock(fn, { timeoutMs = 30_000 } = {}) {
      const owner = `${os.hostname()}:${process.pid}:${Date.now()}`;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        try {
          await client.send(new PutObjectCommand({ Bucket: bucket, Key: key(LOCK_KEY), Body: owner, IfNoneMatch: '*' }));
          break;
        } catch (error) {
          const status = error?.$metadata?.httpStatusCode;
          if (status !== 412 && status !== 409) throw error;
          const held = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(LOCK_KEY) })).catch(() => null);
          if (held?.LastModified && Date.now() - held.LastModified.getTime() > STALE_LOCK_MS) {
            await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(LOCK_KEY) }));
            continue;
          }
          if (Date.now() > deadline) throw new Error(`another release holds s3://${bucket}/${key(LOCK_KEY)}`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      try {
        return await fn();
      } finally {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(LOCK_KEY) }));
      }
    },
  };
}
