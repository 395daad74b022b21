#!/usr/bin/env node
// What translation adds to the first page: starts the built site (E2E_PORT_BASE ports, throw-away
// database), opens the home page in English in Debian's Chromium, and sums the bytes on the wire (compressed, as
// served) of the translation core (@evisa/i18n) and of the translation chunks it loads; then switches to French and lists
// what that downloads. Run after a build: `E2E_PORT_BASE=7000 node tools/i18n/translation-weight.mjs`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { repoRoot } from '../repo-root.cjs';
import { E2E_PORTS } from '../stack/e2e-ports.mjs';
import { REMOTES, startStack } from '../stack/stack.mjs';

const RUNTIME_PACKAGES = new Set(['@evisa/i18n']);

/** port -> { file -> shared package } from each app's federation manifest. */
function runtimeFiles() {
  const apps = [{ dir: 'shell', port: E2E_PORTS.shell }, ...REMOTES.map((r) => ({ dir: r.dir, port: E2E_PORTS.remotes[r.name] }))];
  const files = new Map();
  for (const { dir, port } of apps) {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'dist/mf-manifest.json'), 'utf8'));
    for (const shared of manifest.shared) {
      if (!RUNTIME_PACKAGES.has(shared.name)) continue;
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) files.set(`${port}/${file}`, shared.name);
    }
  }
  return files;
}

function classify(url, runtime) {
  const { port, pathname } = new URL(url);
  const file = pathname.split('/').pop();
  if (runtime.has(`${port}/${file}`)) return runtime.get(`${port}/${file}`);
  const chunk = /^i18n-([a-z]+)-([a-z]{2})-/.exec(file);
  return chunk ? `texts ${chunk[1]} (${chunk[2]})` : undefined;
}

async function collect(page, action) {
  const responses = [];
  const onResponse = (response) => responses.push(response);
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return Promise.all(
    responses.map(async (response) => ({
      url: response.url(),
      encoding: (await response.allHeaders())['content-encoding'] ?? 'identity',
      bytes: (await response.request().sizes()).responseBodySize,
    })),
  );
}

function report(title, rows, runtime) {
  const mine = rows.map((row) => ({ ...row, what: classify(row.url, runtime) })).filter((row) => row.what);
  const total = rows.filter((row) => /\.(js|css|json)$/.test(new URL(row.url).pathname)).reduce((sum, row) => sum + row.bytes, 0);
  const sum = mine.reduce((s, row) => s + row.bytes, 0);
  console.log(`\n${title}`);
  for (const row of mine) console.log(`  ${row.what.padEnd(24)} ${String(row.bytes).padStart(7)} B  ${row.encoding.padEnd(8)} ${path.basename(new URL(row.url).pathname)}`);
  const share = total ? ` of ${total} B of JS/CSS/JSON on the wire (${((100 * sum) / total).toFixed(1)}%)` : '';
  console.log(`  ${'translation total'.padEnd(24)} ${String(sum).padStart(7)} B${share}`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-i18n-weight-'));
const stack = await startStack({ ports: E2E_PORTS, dataDir, quiet: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const runtime = runtimeFiles();
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  report('First page (/) in English', await collect(page, () => page.goto(stack.urls.site)), runtime);
  const select = page.getByRole('combobox', { name: 'Language' });
  const toFrench = async () => {
    await select.selectOption('fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    await page.waitForTimeout(1000);
  };
  report('Switching to French', await collect(page, toFrench), runtime);
} finally {
  await browser.close();
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
