// The static hosting folder the CDN serves (docs/operations.md):
//
//   <hosting>/remotes.json                              live manifest: remote container name -> its remoteEntry.js
//   <hosting>/remotes/<folder>/<version>-<hash>/...     one folder per released build, never changed once written
//   <hosting>/releases/<folder>.json                    that remote's release history, for roll-back
//
// The CDN needs remotes.json and remotes/; releases/ is the operators' record and need not be published.
// Entries are relative to remotes.json (the shell resolves them against the manifest's URL), so the folder can be
// served from the shell's origin or from a CDN as it is.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const DEFAULT_HOSTING_DIR = path.join(repoRoot, '.data/hosting');
export const LIVE_MANIFEST_FILE = 'remotes.json';

/** `--hosting DIR`, else $EVISA_HOSTING_DIR, else .data/hosting. */
export function resolveHostingDir(flag, env = process.env) {
  return path.resolve(flag ?? env.EVISA_HOSTING_DIR ?? DEFAULT_HOSTING_DIR);
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
