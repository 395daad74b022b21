// Release and roll-back of one remote on the static hosting folder (hosting-store.mjs describes its layout).
// Each changes one entry of the live manifest and that remote's own history; other remotes' files are not touched.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { LIVE_MANIFEST_FILE, readJson, readLiveManifest, withHostingLock, writeJsonAtomic } from './hosting-store.mjs';
import { defaultBuildDir, identifyBuild } from './remote-build.mjs';
import { ReleaseRefused } from './release-refused.mjs';

/**
 * @typedef {{ name: string, folder: string }} Remote                    container name and workspace folder
 * @typedef {{ version: string, entry: string, releasedAt: string }} Release
 * @typedef {{ remote: Remote, version: string, from: string | null, to: string, changed: boolean }} Switch
 */

const remoteDir = (hostingDir, remote) => path.join(hostingDir, 'remotes', remote.folder);
const historyFile = (hostingDir, remote) => path.join(hostingDir, 'releases', `${remote.folder}.json`);

/** The entry URL written to the manifest: relative to remotes.json, or absolute on `publicUrl` (a CDN). */
function entryUrl(remote, id, publicUrl) {
  const relative = `remotes/${remote.folder}/${id}/remoteEntry.js`;
  return publicUrl ? new URL(relative, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).href : relative;
}

/** Releases, newest last: the last one is live, and a roll-back returns to the one before it. */
function readHistory(hostingDir, remote) {
  return readJson(historyFile(hostingDir, remote), { remote: remote.name, releases: [], log: [] });
}

async function saveSwitch(hostingDir, remote, history, manifest, to) {
  await writeJsonAtomic(historyFile(hostingDir, remote), history);
  // The manifest last: writing it is the moment the site switches.
  await writeJsonAtomic(path.join(hostingDir, LIVE_MANIFEST_FILE), { ...manifest, [remote.name]: to });
}

/** Copies a build to its versioned folder unless it is there already; a half-copied folder is never visible. */
async function publishBuild(buildDir, target) {
  if (fs.existsSync(target)) return;
  const partial = `${target}.partial-${process.pid}`;
  await fsp.rm(partial, { recursive: true, force: true });
  await fsp.cp(buildDir, partial, { recursive: true });
  await fsp.rename(partial, target);
}

/**
 * Publishes `remote`'s build to the hosting folder and points the live manifest at it.
 * @param {{ remote: { name: string, folder: string }, hostingDir: string, buildDir?: string, publicUrl?: string, now?: Date }} options
 * @returns {Promise<Switch>}
 */
export async function releaseRemote({ remote, hostingDir, buildDir = defaultBuildDir(remote), publicUrl, now = new Date() }) {
  const build = identifyBuild(remote, buildDir);
  const to = entryUrl(remote, build.id, publicUrl);
  return withHostingLock(hostingDir, async () => {
    await publishBuild(buildDir, path.join(remoteDir(hostingDir, remote), build.id));
    const manifest = readLiveManifest(hostingDir);
    const history = readHistory(hostingDir, remote);
    const from = manifest[remote.name] ?? null;
    const liveInHistory = history.releases.at(-1)?.entry === to;
    if (from === to && liveInHistory) return { remote, version: build.id, from, to, changed: false };
    // Re-running after a crash between the two writes completes the release instead of recording it twice.
    if (!liveInHistory) history.releases.push({ version: build.id, entry: to, releasedAt: now.toISOString() });
    history.log.push({ at: now.toISOString(), action: 'release', from, to });
    await saveSwitch(hostingDir, remote, history, manifest, to);
    return { remote, version: build.id, from, to, changed: true };
  });
}

/**
 * Points the live manifest back at the release before the live one.
 * @returns {Promise<Switch>}
 */
export async function rollbackRemote({ remote, hostingDir, now = new Date() }) {
  return withHostingLock(hostingDir, async () => {
    const history = readHistory(hostingDir, remote);
    const [previous, live] = history.releases.slice(-2);
    if (!live) {
      const reason = previous ? `${previous.version} is its only release` : `it has never been released to ${hostingDir}`;
      throw new ReleaseRefused(`${remote.folder}: nothing to roll back to; ${reason}`);
    }
    if (!fs.existsSync(path.join(remoteDir(hostingDir, remote), previous.version, 'remoteEntry.js'))) {
      throw new ReleaseRefused(`${remote.folder}: the previous release ${previous.version} is no longer on the hosting (remotes/${remote.folder}/${previous.version})`);
    }
    const manifest = readLiveManifest(hostingDir);
    const from = manifest[remote.name] ?? null;
    history.releases.pop();
    history.log.push({ at: now.toISOString(), action: 'rollback', from, to: previous.entry });
    await saveSwitch(hostingDir, remote, history, manifest, previous.entry);
    return { remote, version: previous.version, from, to: previous.entry, changed: true };
  });
}
