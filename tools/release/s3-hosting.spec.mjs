// node --test: release and roll-back to an S3-compatible bucket, against a real S3 server
// (moto's server mode, installed from PyPI by s3-test-server.mjs), through the commands operators run.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { s3Hosting } from './s3-hosting.mjs';
import { startMotoServer } from './s3-test-server.mjs';
import { freePort } from '../free-port.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const BUCKET = 'evisa-site';
const LOCATION = `s3://${BUCKET}/prod`;

let server;
let client;
let env;
let work;

/** A folder that looks like a remote's dist/ (release-remote.spec.mjs does the same for the folder). */
function fakeBuild(name, text) {
  const dir = fs.mkdtempSync(path.join(work, 'build-'));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${name} ${text} */`);
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name, metaData: { buildInfo: { buildVersion: '1.0.0' } } }));
  fs.writeFileSync(path.join(dir, 'main.0123abcd.js'), text);
  fs.writeFileSync(path.join(dir, 'main.0123abcd.js.br'), 'compressed');
  return dir;
}

function run(command, ...args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(here, `${command}.mjs`), ...args, '--hosting', LOCATION], { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('exit', (status) => resolve({ status, stdout: stdout.trim(), stderr: stderr.trim() }));
  });
}

async function getText(key) {
  const answer = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return { text: await answer.Body.transformToString(), type: answer.ContentType, cache: answer.CacheControl, encoding: answer.ContentEncoding };
}
const manifest = async () => JSON.parse((await getText('prod/remotes.json')).text);

before(async () => {
  server = await startMotoServer(await freePort());
  env = { ...process.env, EVISA_S3_ENDPOINT: server.endpoint, AWS_ACCESS_KEY_ID: 'test', AWS_SECRET_ACCESS_KEY: 'test', AWS_REGION: 'us-east-1' };
  client = new S3Client({ endpoint: server.endpoint, forcePathStyle: true, region: 'us-east-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-s3-release-'));
});
after(async () => {
  await server?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('release and roll-back to an S3 bucket', () => {
  it('publishes each build under remotes/<remote>/<version>-<hash>/, switches the manifest, and rolls back', async () => {
    const one = await run('release', 'mf-payment', '--build', fakeBuild('mf_payment', 'one'));
    assert.equal(one.status, 0, one.stderr);
    const first = (await manifest()).mf_payment;
    assert.match(first, /^remotes\/mf-payment\/1\.0\.0-[0-9a-f]{12}\/remoteEntry\.js$/);
    assert.match(one.stdout, new RegExp(`mf-payment: \\(none\\) -> ${first}  \\(s3://${BUCKET}/prod/remotes.json\\)`));
    const folder = first.replace(/remoteEntry\.js$/, '');
    assert.deepEqual(await getText(`prod/${folder}main.0123abcd.js`), { text: 'one', type: 'text/javascript; charset=utf-8', cache: 'public, max-age=31536000, immutable', encoding: undefined });
    assert.equal((await getText(`prod/${folder}main.0123abcd.js.br`)).encoding, 'br');
    assert.equal((await getText('prod/remotes.json')).cache, 'no-cache');

    assert.equal((await run('release', 'mf-payment', '--build', fakeBuild('mf_payment', 'two'))).status, 0);
    const second = (await manifest()).mf_payment;
    assert.notEqual(second, first);

    const back = await run('rollback', 'mf-payment');
    assert.equal(back.status, 0, back.stderr);
    assert.equal((await manifest()).mf_payment, first);
    const history = JSON.parse((await getText('prod/releases/mf-payment.json')).text);
    assert.deepEqual(history.log.map((entry) => entry.action), ['release', 'release', 'rollback']);

    const refused = await run('rollback', 'mf-payment');
    assert.equal(refused.status, 1);
    // The last line: Node 20 also gets the AWS SDK's notice that its releases from 2027 need Node 22.
    assert.match(refused.stderr.split('\n').at(-1), /^rollback refused: mf-payment: nothing to roll back to; 1\.0\.0-[0-9a-f]{12} is its only release$/);
    assert.equal((await manifest()).mf_payment, first);
  });

  it('keeps both changes when two remotes are released at once (the lock in the bucket)', async () => {
    const [a, b] = await Promise.all([run('release', 'mf-documents', '--build', fakeBuild('mf_documents', 'd')), run('release', 'mf-info-pages', '--build', fakeBuild('mf_info_pages', 'i'))]);
    assert.equal(a.status, 0, a.stderr);
    assert.equal(b.status, 0, b.stderr);
    const live = await manifest();
    assert.ok(live.mf_documents && live.mf_info_pages && live.mf_payment, JSON.stringify(live));
    await assert.rejects(client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'prod/.release.lock' })));
  });

  it('waits for a lock another release holds, and gives up with a clear message', async () => {
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'prod/.release.lock', Body: 'someone' }));
    const hosting = s3Hosting(LOCATION, { client });
    await assert.rejects(
      hosting.withLock(async () => assert.fail('ran without the lock'), { timeoutMs: 600 }),
      /another release holds s3:\/\/evisa-site\/prod\/\.release\.lock/,
    );
  });
});
