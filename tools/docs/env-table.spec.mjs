// node --test: the environment-variable table of docs/operations.md is the one generated from the API's
// configuration class, and every variable there says what it means.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import { repoRoot } from '../repo-root.cjs';
import { DOC_FILE, apiVariables, apiVariablesTable, documentedTable } from './env-table.mjs';

it('lists in docs/operations.md exactly the variables of the configuration class, as generated', () => {
  const documented = documentedTable(fs.readFileSync(path.join(repoRoot, DOC_FILE), 'utf8'));
  assert.equal(documented, apiVariablesTable(), 'run `node tools/docs/env-table.mjs --write` and commit the result');
});

it('finds every variable of the class, each with a meaning', () => {
  const variables = apiVariables();
  assert.ok(variables.some((v) => v.name === 'MONGODB_URI' && v.default === '`mongodb://127.0.0.1:27017/evisa`'));
  assert.ok(variables.some((v) => v.name === 'ACCESS_SECRET' && v.default === 'random per start'));
  assert.deepEqual(variables.filter((v) => !v.meaning).map((v) => v.name), []);
});
