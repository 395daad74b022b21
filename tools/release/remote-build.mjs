// A remote's build as the release step sees it: which remote, where its build is, and the build's identity
// (<package version>-<content hash>), which names its folder on the static hosting.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../stack/stack.mjs';
import { ReleaseRefused } from './release-refused.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Paths inside the working folder are shown relative to it. */
export function displayPath(file) {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') ? relative : file;
}

/** `mf-payment` or `mf_payment` -> { name: 'mf_payment', folder: 'mf-payment' }. */
export function findRemote(arg) {
  const remote = REMOTES.find((r) => r.dir === arg || r.name === arg);
  if (!remote) {
    const known = REMOTES.map((r) => r.dir).join(', ');
    throw new ReleaseRefused(arg ? `unknown remote '${arg}'; the remotes are ${known}` : `name a remote: one of ${known}`);
  }
  return { name: remote.name, folder: remote.dir };
}

export function defaultBuildDir(remote) {
  return path.join(repoRoot, remote.folder, 'dist');
}

/**
 * Reads a finished build of `remote` in `buildDir` and returns { version, hash, id }. The hash covers
 * remoteEntry.js (which names every chunk by its content hash) and mf-manifest.json (shared versions, exposes).
 */
export function identifyBuild(remote, buildDir) {
  const where = displayPath(buildDir);
  const entryFile = path.join(buildDir, 'remoteEntry.js');
  const manifestFile = path.join(buildDir, 'mf-manifest.json');
  for (const file of [entryFile, manifestFile]) {
    if (!fs.existsSync(file)) {
      throw new ReleaseRefused(`${remote.folder}: no build in ${where} (${path.basename(file)} is missing); build it first: npx nx build ${remote.folder}`);
    }
  }
  const entry = fs.readFileSync(entryFile);
  const manifestText = fs.readFileSync(manifestFile);
  let manifest;
  try {
    manifest = JSON.parse(manifestText.toString('utf8'));
  } catch {
    throw new ReleaseRefused(`${remote.folder}: ${where}/mf-manifest.json is not valid JSON; rebuild it`);
  }
  if (manifest.name !== remote.name) {
    throw new ReleaseRefused(`${remote.folder}: the build in ${where} is the container '${manifest.name}', not '${remote.name}'`);
  }
  const version = manifest.metaData?.buildInfo?.buildVersion;
  if (!version) throw new ReleaseRefused(`${remote.folder}: ${where}/mf-manifest.json names no build version`);
  const hash = crypto.createHash('sha256').update(entry).update('\0').update(manifestText).digest('hex').slice(0, 12);
  return { version, hash, id: `${version}-${hash}` };
}
