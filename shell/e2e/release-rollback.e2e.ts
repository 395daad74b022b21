import { expect, test, type Page } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { startStaticServer } from '../../tools/stack/static-server.mjs';

// Independent release and roll-back of one remote (ARCHITECTURE 1 and 2), in Chromium, with real builds:
// two more builds of mf-payment and one of the desk (mf-desk) are made from copies (their sources in the tree are not
// touched), released to a hosting folder of this test's own and served to the shell the way the CDN serves them.

const root = path.resolve(__dirname, '../..');
const portBase = Number(process.env.E2E_PORT_BASE ?? 5200);
// Per port base, like the stack's ports, so that two end-to-end runs in one workspace do not share it.
const work = path.join(root, '.data/release-test', String(portBase));
const hostingDir = path.join(work, 'hosting');
const REMOTES = ['mf-info-pages', 'mf-application', 'mf-documents', 'mf-payment', 'mf-desk'];
// Appended to every English text of the second builds of mf-payment and mf-desk.
const MARKER = '(release 2)';
// A remote built for a React this site does not have: the federation runtime must refuse it.
const INCOMPATIBLE_REACT = '^20.0.0';

const variants = {
  second: path.join(work, 'mf-payment-second'),
  incompatible: path.join(work, 'mf-payment-incompatible'),
  deskSecond: path.join(work, 'mf-desk-second'),
};
const siteUrl = `http://127.0.0.1:${portBase + 50}`;
let server: Server;

test.describe.configure({ mode: 'serial' });

/** A copy of a remote beside the workspace's packages, so that it resolves them as the remote does. */
function copyRemote(folder: string, target: string) {
  const source = path.join(root, folder);
  fs.cpSync(source, target, {
    recursive: true,
    filter: (file) => !['dist', 'node_modules', 'e2e'].includes(path.relative(source, file)) && !/\.spec\.tsx?$/.test(file),
  });
  const tsconfig = path.join(target, 'tsconfig.json');
  const base = JSON.stringify(path.relative(target, path.join(root, 'tsconfig.base.json')));
  fs.writeFileSync(tsconfig, fs.readFileSync(tsconfig, 'utf8').replace('"../tsconfig.base.json"', base));
}

function editFile(file: string, edit: (text: string) => string) {
  const before = fs.readFileSync(file, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`${file} did not change: the test's edit no longer fits it`);
  fs.writeFileSync(file, after);
}

function markTexts(value: unknown): unknown {
  if (typeof value === 'string') return `${value} ${MARKER}`;
  if (Array.isArray(value)) return value.map(markTexts);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, text]) => [key, markTexts(text)]));
  return value;
}

/** `npx webpack --mode production` in `dir`, at low priority so that the other tests running meanwhile keep the CPU. */
function build(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('nice', ['-n', '10', 'npx', 'webpack', '--mode', 'production'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build of ${dir} failed (${code}):\n${output.slice(-3000)}`))));
  });
}

/** The scripts behind `npm run release` and `npm run rollback`, on this test's hosting folder. */
function run(command: 'release' | 'rollback', ...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(root, `tools/release/${command}.mjs`), ...args, '--hosting', hostingDir], { cwd: root, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

function release(folder: string, buildDir: string) {
  const result = run('release', folder, '--build', buildDir);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

const readLiveManifest = (): Record<string, string> => JSON.parse(fs.readFileSync(path.join(hostingDir, 'remotes.json'), 'utf8'));
const liveEntry = (name: string) => readLiveManifest()[name];

/** Content and modification time of every file a remote has on the hosting: equal fingerprints, untouched files. */
function fingerprint(folder: string) {
  const files = [path.join(hostingDir, 'releases', `${folder}.json`)];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else files.push(file);
    }
  };
  walk(path.join(hostingDir, 'remotes', folder));
  const hash = crypto.createHash('sha256');
  for (const file of files.sort()) hash.update(`${path.relative(hostingDir, file)} ${fs.statSync(file).mtimeMs}\n`).update(fs.readFileSync(file));
  return { files: files.length, hash: hash.digest('hex') };
}

const containerOf = (folder: string) => folder.replaceAll('-', '_');
/** The files on the hosting of every remote but `folder`. */
const othersOnHosting = (folder: string) => Object.fromEntries(REMOTES.filter((other) => other !== folder).map((other) => [other, fingerprint(other)]));
/** The live manifest's entries of every remote but `folder`. */
const othersInManifest = (folder: string) => Object.fromEntries(Object.entries(readLiveManifest()).filter(([name]) => name !== containerOf(folder)));

const visaFeeSlot = (page: Page) => page.locator('[data-remote="mf_payment"][data-expose="VisaFee"]');
const deskSlot = (page: Page) => page.locator('[data-remote="mf_desk"][data-expose="Desk"]');

/** Opens `pathname` afresh, as someone arriving after the release would, and returns the entry of `folder` it loaded. */
async function openPage(page: Page, pathname: string, folder: string) {
  const entryLoaded = page.waitForResponse((response) => new RegExp(`/remotes/${folder}/[^/]+/remoteEntry\\.js$`).test(response.url()));
  await page.goto(`${siteUrl}${pathname}`);
  return new URL((await entryLoaded).url()).pathname.slice(1);
}
const openVisaFee = (page: Page) => openPage(page, '/visa-fee', 'mf-payment');
const openDesk = (page: Page) => openPage(page, '/agency', 'mf-desk');

test.beforeAll(async () => {
  // Three builds of about 30 s each on an idle 2-core machine; far longer while other tests and builds share it.
  test.setTimeout(20 * 60_000);
  fs.rmSync(work, { recursive: true, force: true });
  const markedCopy = (folder: string, target: string, texts: string) => {
    copyRemote(folder, target);
    const file = path.join(target, 'locales/en', texts);
    fs.writeFileSync(file, JSON.stringify(markTexts(JSON.parse(fs.readFileSync(file, 'utf8'))), null, 2));
  };
  markedCopy('mf-payment', variants.second, 'payment.json');
  markedCopy('mf-desk', variants.deskSecond, 'staff.json');
  copyRemote('mf-payment', variants.incompatible);
  editFile(path.join(variants.incompatible, 'webpack.config.cjs'), (config) =>
    config.replace('createWebpackConfig({', `createWebpackConfig({\n  requiredVersions: { react: '${INCOMPATIBLE_REACT}' },`),
  );
  // One after the other: two builds at once would starve the tests that run beside this file.
  await build(variants.second);
  await build(variants.incompatible);
  await build(variants.deskSecond);

  // What the CDN holds before the test: every remote's current build.
  for (const folder of REMOTES) release(folder, path.join(root, folder, 'dist'));
  server = await startStaticServer({
    dir: path.join(root, 'shell/dist'),
    port: Number(new URL(siteUrl).port),
    spa: true,
    apiTarget: process.env.E2E_API_URL,
    overrides: { '/remotes.json': () => readLiveManifest() },
    mounts: { '/remotes/': path.join(hostingDir, 'remotes') },
  });
});

test.afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
});

test('a release of mf-payment shows on the site, its roll-back brings the first build back, and no other remote is touched', async ({ page }) => {
  test.setTimeout(120_000);
  const otherFiles = othersOnHosting('mf-payment');
  const otherEntries = othersInManifest('mf-payment');
  const first = liveEntry('mf_payment');

  expect(await openVisaFee(page)).toBe(first);
  await expect(visaFeeSlot(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visaFeeSlot(page)).not.toContainText(MARKER);

  const released = release('mf-payment', path.join(variants.second, 'dist'));
  const second = liveEntry('mf_payment');
  expect(second).toMatch(/^remotes\/mf-payment\/1\.\d+\.\d+-[0-9a-f]{12}\/remoteEntry\.js$/);
  expect(released).toContain(`mf-payment: ${first} -> ${second}`);
  expect(await openVisaFee(page)).toBe(second);
  await expect(visaFeeSlot(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visaFeeSlot(page)).toContainText(MARKER);

  const rolledBack = run('rollback', 'mf-payment');
  expect(rolledBack.status).toBe(0);
  expect(rolledBack.stdout).toContain(`mf-payment: ${second} -> ${first}`);
  expect(await openVisaFee(page)).toBe(first);
  await expect(visaFeeSlot(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visaFeeSlot(page)).not.toContainText(MARKER);

  const nothingLeft = run('rollback', 'mf-payment');
  expect(nothingLeft.status).toBe(1);
  expect(nothingLeft.stderr).toMatch(/^rollback refused: mf-payment: nothing to roll back to; \S+ is its only release$/);
  expect(liveEntry('mf_payment')).toBe(first);

  expect(othersInManifest('mf-payment')).toEqual(otherEntries);
  expect(othersOnHosting('mf-payment')).toEqual(otherFiles);
});

test('a build of mf-payment for another React is refused in its own slot, and rolling it back repairs the page', async ({ page }) => {
  test.setTimeout(120_000);
  const otherFiles = othersOnHosting('mf-payment');
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  release('mf-payment', path.join(variants.incompatible, 'dist'));
  await openVisaFee(page);
  const refused = page.getByRole('alert').filter({ hasText: 'This module is incompatible with this version of the site.' });
  await expect(refused).toBeVisible();
  await expect(refused.getByRole('heading', { level: 1, name: 'This part of the site cannot be shown' })).toBeVisible();
  // The runtime itself refused it, for the shared version (remote-failure.ts recognises these words); the shell's log
  // names the screen (a production remote registers no shared library of its own, so the runtime's words do not).
  expect(errors.join('\n')).toMatch(new RegExp(`shared singleton module react\\S* does not satisfy the requirement of \\S+ which needs \\${INCOMPATIBLE_REACT}`));
  expect(errors.join('\n')).toContain('remote screen mf_payment/VisaFee failed to load or render (incompatible)');

  // The chrome and the other remotes keep working.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page.locator('[data-remote="mf_info_pages"][data-expose="AboutUs"]')).toBeVisible();
  await page.goBack();
  await expect(refused).toBeVisible();

  // Operations roll it back; Retry then brings the working build into the open page.
  expect(run('rollback', 'mf-payment').status).toBe(0);
  await refused.getByRole('button', { name: 'Retry' }).click();
  await expect(visaFeeSlot(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(refused).toHaveCount(0);
  expect(othersOnHosting('mf-payment')).toEqual(otherFiles);
});

test('a release of the desk (mf-desk) shows on /agency, its roll-back brings the first build back, and no applicant remote is touched', async ({ page }) => {
  test.setTimeout(120_000);
  const otherFiles = othersOnHosting('mf-desk');
  const otherEntries = othersInManifest('mf-desk');
  const first = liveEntry('mf_desk');
  const signIn = deskSlot(page).getByRole('heading', { level: 1 });

  expect(await openDesk(page)).toBe(first);
  await expect(signIn).toHaveText('Sign in to the desk');

  const released = release('mf-desk', path.join(variants.deskSecond, 'dist'));
  const second = liveEntry('mf_desk');
  expect(second).toMatch(/^remotes\/mf-desk\/1\.\d+\.\d+-[0-9a-f]{12}\/remoteEntry\.js$/);
  expect(released).toContain(`mf-desk: ${first} -> ${second}`);
  expect(await openDesk(page)).toBe(second);
  await expect(signIn).toHaveText(`Sign in to the desk ${MARKER}`);
  // The frame is the shell's: the release changed none of it.
  await expect(page.getByRole('banner')).toContainText('e-Visa agency desk');
  await expect(page.getByRole('banner')).not.toContainText(MARKER);

  const rolledBack = run('rollback', 'mf-desk');
  expect(rolledBack.status).toBe(0);
  expect(rolledBack.stdout).toContain(`mf-desk: ${second} -> ${first}`);
  expect(await openDesk(page)).toBe(first);
  await expect(signIn).toHaveText('Sign in to the desk');

  expect(othersInManifest('mf-desk')).toEqual(otherEntries);
  expect(othersOnHosting('mf-desk')).toEqual(otherFiles);
});
