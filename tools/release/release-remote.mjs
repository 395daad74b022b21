// Release and roll-back of one remote on the static hosting, a folder or a bucket (hosting-store.mjs describes its layout).
// Each changes one entry of the live manifest and that remote's own history; other remotes' files are not touched.
import { LIVE_MANIFEST_FILE, openHosting } from './hosting-store.mjs';
import { defaultBuildDir, identifyBuild } from './remote-build.mjs';
import { ReleaseRefused } from './release-refused.mjs';

/**
 * @typedef {{ name: string, folder: string }} Remote                    container name and workspace folder
 * @typedef {{ version: string, entry: string, releasedAt: string }} Release
 * @typedef {{ remote: Remote, version: string, from: string | null, to: string, changed: boolean }} Switch
 */

const remoteFolder = (remote, version) => `remotes/${remote.folder}/${version}`;
const historyKey = (remote) => `releases/${remote.folder}.json`;

/** The entry URL written to the manifest: relative to remotes.json, or absolute on `publicUrl` (a CDN). */
function entryUrl(remote, id, publicUrl) {
  const relative = `${remoteFolder(remote, id)}/remoteEntry.js`;
  return publicUrl ? new URL(relative, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).href : relative;
}

/** Releases, newest last: the last one is live, and a roll-back returns to the one before it. */
function readHistory(store, remote) {
  return store.readJson(historyKey(remote), { remote: remote.name, releases: [], log: [] });
}

async function saveSwitch(store, remote, history, manifest, to) {
  await store.writeJson(historyKey(remote), history);
  // The manifest last: writing it is the moment the site switches.
  await store.writeJson(LIVE_MANIFEST_FILE, { ...manifest, [remote.name]: to });
}

/** `hosting` (a store) or `hostingDir` (a folder or an s3:// location). */
const storeOf = ({ hosting, hostingDir }) => hosting ?? openHosting(hostingDir);

/**
 * Publishes `remote`'s build to the hosting folder and points the live manifest at it.
 * @param {{ remote: { name: string, folder: string }, hostingDir?: string, hosting?: string, buildDir?: string, publicUrl?: string, now?: Date }} options
 * @returns {Promise<Switch>}
 */
export async function releaseRemote({ remote, hostingDir, hosting, buildDir = defaultBuildDir(remote), publicUrl, now = new Date() }) {
  const build = identifyBuild(remote, buildDir);
  const to = entryUrl(remote, build.id, publicUrl);
  const store = await storeOf({ hosting, hostingDir });
  return store.withLock(async () => {
    await store.publishFolder(buildDir, remoteFolder(remote, build.id));
    const manifest = await store.readJson(LIVE_MANIFEST_FILE, {});
    const history = await readHistory(store, remote);
    const from = manifest[remote.name] ?? null;
    const liveInHistory = history.releases.at(-1)?.entry === to;
    if (from === to && liveInHistory) return { remote, version: build.id, from, to, changed: false };
    // Re-running after a crash between the two writes completes the release instead of recording it twice.
    if (!liveInHistory) history.releases.push({ version: build.id, entry: to, releasedAt: now.toISOString() });
    history.log.push({ at: now.toISOString(), action: 'release', from, to });
    await saveSwitch(store, remote, history, manifest, to);
    return { remote, version: build.id, from, to, changed: true };
  });
}

/**
 * Points the live manifest back at the release before the live one.
 * @param {{ remote: { name: string, folder: string }, hostingDir?: string, hosting?: string, now?: Date }} options
 * @returns {Promise<Switch>}
 */
export async function rollbackRemote({ remote, hostingDir, hosting, now = new Date() }) {
  const store = await storeOf({ hosting, hostingDir });
  return store.withLock(async () => {
    const history = await readHistory(store, remote);
    const [previous, live] = history.releases.slice(-2);
    if (!live) {
      const reason = previous ? `${previous.version} is its only release` : `it has never been released to ${store.location}`;
      throw new ReleaseRefused(`${remote.folder}: nothing to roll back to; ${reason}`);
    }
    if (!(await store.exists(`${remoteFolder(remote, previous.version)}/remoteEntry.js`))) {
      throw new ReleaseRefused(`${remote.folder}: the previous release ${previous.version} is no longer on the hosting (${remoteFolder(remote, previous.version)})`);
    }
    const manifest = await store.readJson(LIVE_MANIFEST_FILE, {});
    const from = manifest[remote.name] ?? null;
    history.releases.pop();
    history.log.push({ at: now.toISOString(), action: 'rollback', from, to: previous.entry });
    await saveSwitch(store, remote, history, manifest, previous.entry);
    return { remote, version: previous.version, from, to: previous.entry, changed: true };
  });
}
