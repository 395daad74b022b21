// node --test: the places that start the API's node process without importing API_NODE_OPTIONS give it the same options.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { API_NODE_OPTIONS } from './api-node-options.mjs';
import { readDockerfile } from './deploy/dockerfile.mjs';
import { repoRoot } from './repo-root.cjs';

test("the API image's command starts main.js with the API's node options", () => {
  const cmd = readDockerfile(path.join(repoRoot, 'tools/deploy/api.Dockerfile')).filter((i) => i.instruction === 'CMD').at(-1);
  assert.deepEqual(cmd?.exec, ['node', ...API_NODE_OPTIONS, 'main.js']);
});

test("the API workspace's start script gives node the same options", () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'api/package.json'), 'utf8'));
  assert.equal(scripts.start, ['node', ...API_NODE_OPTIONS, 'dist/main.js'].join(' '));
});
