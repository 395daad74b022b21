// The static hosting folder the CDN serves (docs/operations.md):
//
//   <hosting>/remotes.json                              live manifest: remote container name -> its remoteEntry.js
//   <hosting>/remotes/<folder>/<version>-<hash>/...     one folder per released build, never changed once written
//   <hosting>/releases/<folder>.json                    that remote's release history, for roll-back
//
// The CDN needs remotes.json and remotes/; releases/ is the operators' record and need not be published.
// The hosting is a local folder (folder-hosting.mjs) or an S3-compatible bucket, `s3://bucket[/prefix]`
// (s3-hosting.mjs); `openHosting` picks by the location.
// Entries are relative to remotes.json (the shell resolves them against the manifest's URL), so the folder can be
// served from the shell's origin or from a CDN as it is.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const DEFAULT_HOSTING_DIR = path.join(repoRoot, '.data/hosting');
export const LIVE_MANIFEST_FILE = 'remotes.json';

/**
 * @typedef {object} HostingStore  where releases are published; keys are `/`-separated paths in the layout above
 * @property {string} location
 * @property {(key: string) => string} describe                  the key as an operator reads it (path or s3:// URL)
 * @property {(key: string, fallback: unknown) => Promise<any>} readJson
 * @property {(key: string, value: unknown) => Promise<void>} writeJson   readers see the old value or the new one
 * @property {(key: string) => Promise<boolean>} exists
 * @property {(localDir: string, prefix: string) => Promise<void>} publishFolder  a no-op when already published
 * @property {<T>(fn: () => Promise<T>, options?: { timeoutMs?: number }) => Promise<T>} withLock    one release at a time
 */

export const isS3Location = (location) => /^s3:\/\//i.test(location);

/** `--hosting DIR|s3://bucket/prefix`, else $EVISA_HOSTING_DIR (either form), else .data/hosting. */
export function resolveHostingDir(flag, env = process.env) {
  const location = flag ?? env.EVISA_HOSTING_DIR ?? DEFAULT_HOSTING_DIR;
  return isS3Location(location) ? location : path.resolve(location);
}

/** The store of a hosting location: a folder, or an S3-compatible bucket for `s3://` (loaded only then). */
export async function openHosting(location) {
  if (isS3Location(location)) return (await import('./s3-hosting.mjs')).s3Hosting(location);
  return (await import('./folder-hosting.mjs')).folderHosting(location);
}

export function readJson(file, fallback) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return fallback;
    throw new Error(`${file} is not valid JSON: ${error.message}`);
  }
}

/** Readers (the CDN, the shell's server) see the old file or the new one, never half of one. */
export async function writeJsonAtomic(file, value) {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  const handle = await fsp.open(temp, 'w');
  try {
    await handle.writeFile(`${JSON.stringify(value, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fsp.rename(temp, file);
}

/** The live remotes manifest of a hosting folder; {} when nothing has been released there. */
export function readLiveManifest(hostingDir) {
  return readJson(path.join(hostingDir, LIVE_MANIFEST_FILE), {});
}

/**
 * Runs `fn` holding the hosting folder's lock, so that two releases at once (of different remotes) cannot lose
 * each other's manifest change. A lock left by a process that died is taken over.
 */
export async function withHostingLock(hostingDir, fn, { timeoutMs = 30_000 } = {}) {
  await fsp.mkdir(hostingDir, { recursive: true });
  const lock = path.join(hostingDir, '.release.lock');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fsp.mkdir(lock);
      await fsp.writeFile(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const owner = Number(await fsp.readFile(path.join(lock, 'pid'), 'utf8').catch(() => '0'));
      const age = Date.now() - (await fsp.stat(lock).then((s) => s.mtimeMs).catch(() => Date.now()));
      // No pid after a few seconds: its owner died between taking the lock and writing its pid.
      if (owner ? !isAlive(owner) : age > 5000) {
        await fsp.rm(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`another release (pid ${owner || 'unknown'}) holds ${lock}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await fn();
  } finally {
    await fsp.rm(lock, { recursive: true, force: true });
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
