// node --test: release and roll-back on a throw-away hosting folder, with small stand-ins for remote builds.
// The real builds, served to Chromium, are exercised by shell/e2e/release-rollback.e2e.ts.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readLiveManifest } from './hosting-store.mjs';
import { findRemote } from './remote-build.mjs';
import { releaseRemote, rollbackRemote } from './release-remote.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const payment = findRemote('mf-payment');
const documents = findRemote('mf_documents');
let work;
let hostingDir;

/** A folder that looks like a remote's dist/ to the release step; `text` makes its content (and hash) differ. */
function fakeBuild(remote, text, version = '1.0.0') {
  const dir = fs.mkdtempSync(path.join(work, 'build-'));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${remote.name} ${text} */`);
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: remote.name, metaData: { buildInfo: { buildVersion: version } } }));
  fs.writeFileSync(path.join(dir, 'main.0123abcd.js'), text);
  return dir;
}

const history = (remote) => JSON.parse(fs.readFileSync(path.join(hostingDir, 'releases', `${remote.folder}.json`), 'utf8'));

function run(command, ...args) {
  const result = spawnSync(process.execPath, [path.join(here, `${command}.mjs`), ...args, '--hosting', hostingDir], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-release-'));
  hostingDir = path.join(work, 'hosting');
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

describe('release', () => {
  it('copies the build to <version>-<hash> and points only its own manifest entry at it', async () => {
    await releaseRemote({ remote: documents, hostingDir, buildDir: fakeBuild(documents, 'documents') });
    const first = await releaseRemote({ remote: payment, hostingDir, buildDir: fakeBuild(payment, 'one') });
    assert.match(first.version, /^1\.0\.0-[0-9a-f]{12}$/);
    assert.equal(first.from, null);
    assert.equal(first.to, `remotes/mf-payment/${first.version}/remoteEntry.js`);
    assert.equal(fs.readFileSync(path.join(hostingDir, 'remotes/mf-payment', first.version, 'main.0123abcd.js'), 'utf8'), 'one');

    const documentsEntry = readLiveManifest(hostingDir).mf_documents;
    const second = await releaseRemote({ remote: payment, hostingDir, buildDir: fakeBuild(payment, 'two') });
    assert.notEqual(second.version, first.version);
    assert.deepEqual([second.from, second.to, second.changed], [first.to, `remotes/mf-payment/${second.version}/remoteEntry.js`, true]);
    assert.deepEqual(readLiveManifest(hostingDir), { mf_documents: documentsEntry, mf_payment: second.to });
    assert.ok(fs.existsSync(path.join(hostingDir, 'remotes/mf-payment', first.version, 'remoteEntry.js')), 'the older build stays for roll-back');
    assert.deepEqual(history(payment).releases.map((r) => r.version), [first.version, second.version]);
  });

  it('changes nothing when the same build is already live', async () => {
    const build = fakeBuild(payment, 'one');
    await releaseRemote({ remote: payment, hostingDir, buildDir: build });
    const again = await releaseRemote({ remote: payment, hostingDir, buildDir: build });
    assert.equal(again.changed, false);
    assert.equal(history(payment).releases.length, 1);
  });

  it('writes absolute entries on a CDN origin when given one', async () => {
    const result = await releaseRemote({ remote: payment, hostingDir, buildDir: fakeBuild(payment, 'one'), publicUrl: 'https://cdn.example.com/site' });
    assert.equal(result.to, `https://cdn.example.com/site/remotes/mf-payment/${result.version}/remoteEntry.js`);
  });

  it('keeps both of two releases of different remotes made at the same moment', async () => {
    await Promise.all([
      releaseRemote({ remote: payment, hostingDir, buildDir: fakeBuild(payment, 'one') }),
      releaseRemote({ remote: documents, hostingDir, buildDir: fakeBuild(documents, 'one') }),
    ]);
    assert.deepEqual(Object.keys(readLiveManifest(hostingDir)).sort(), ['mf_documents', 'mf_payment']);
  });

  it('refuses a missing build or the build of another remote, with one line and exit code 1', () => {
    const missing = run('release', 'mf-payment', '--build', path.join(work, 'nothing'));
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /^release refused: mf-payment: no build in .+ \(remoteEntry\.js is missing\); build it first: npx nx build mf-payment$/);

    const other = run('release', 'mf-payment', '--build', fakeBuild(documents, 'one'));
    assert.equal(other.status, 1);
    assert.match(other.stderr, /^release refused: mf-payment: the build in \S+ is the container 'mf_documents', not 'mf_payment'$/);
    assert.equal(fs.existsSync(path.join(hostingDir, 'remotes.json')), false);

    assert.match(run('release', 'mf-nothing').stderr, /^release refused: unknown remote 'mf-nothing'; the remotes are mf-info-pages, mf-application, mf-documents, mf-payment, mf-desk$/);
  });

  it('prints the old and the new entry', () => {
    const one = run('release', 'mf-payment', '--build', fakeBuild(payment, 'one'));
    const two = run('release', 'mf-payment', '--build', fakeBuild(payment, 'two'));
    assert.equal(two.status, 0);
    const [, newEntry] = /-> (\S+)/.exec(one.stdout);
    assert.match(two.stdout, new RegExp(`^mf-payment: ${newEntry.replaceAll('.', '\\.')} -> remotes/mf-payment/1\\.0\\.0-[0-9a-f]{12}/remoteEntry\\.js `));
  });
});

describe('rollback', () => {
  it('points the entry back at the previous release, one release per run', async () => {
    const one = await releaseRemote({ remote: payment, hostingDir, buildDir: fakeBuild(payment, 'one') });
    const two = await releaseRemote({ remote: payment, hostingDir, buildDir: fakeBuild(payment, 'two') });
    const three = await releaseRemote({ remote: payment, hostingDir, buildDir: fakeBuild(payment, 'three') });
    assert.deepEqual(await rollbackRemote({ remote: payment, hostingDir }), { remote: payment, version: two.version, from: three.to, to: two.to, changed: true });
    assert.equal((await rollbackRemote({ remote: payment, hostingDir })).to, one.to);
    assert.equal(readLiveManifest(hostingDir).mf_payment, one.to);
    assert.deepEqual(history(payment).log.map((entry) => entry.action), ['release', 'release', 'release', 'rollback', 'rollback']);
  });

  it('refuses when there is nothing to roll back to, with one line and exit code 1', async () => {
    const never = run('rollback', 'mf-payment');
    assert.equal(never.status, 1);
    assert.equal(never.stderr, `rollback refused: mf-payment: nothing to roll back to; it has never been released to ${hostingDir}`);

    const only = await releaseRemote({ remote: payment, hostingDir, buildDir: fakeBuild(payment, 'one') });
    const once = run('rollback', 'mf-payment');
    assert.equal(once.status, 1);
    assert.equal(once.stderr, `rollback refused: mf-payment: nothing to roll back to; ${only.version} is its only release`);
    assert.equal(readLiveManifest(hostingDir).mf_payment, only.to);
  });

  it('refuses when the previous build is no longer on the hosting', async () => {
    const one = await releaseRemote({ remote: payment, hostingDir, buildDir: fakeBuild(payment, 'one') });
    await releaseRemote({ remote: payment, hostingDir, buildDir: fakeBuild(payment, 'two') });
    fs.rmSync(path.join(hostingDir, 'remotes/mf-payment', one.version), { recursive: true });
    await assert.rejects(rollbackRemote({ remote: payment, hostingDir }), { name: 'ReleaseRefused', message: new RegExp(`previous release ${one.version} is no longer on the hosting`) });
  });
});
