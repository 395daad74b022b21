// node --test: a field's list of choices is named once, in its declaration. The contracts' rules and declarations and
// the application's forms reach a list through the field (CHOICE_LISTS, useOptionLists().of), never by the name
// reference-data exports it under; libs/contracts/src/application/choice-lists.ts is the one place that names them.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import { repoRoot } from '../repo-root.cjs';

const LIST_CONSTANTS =
  /\b(PASSPORT_TYPES|GENDERS|RELIGIONS|EDUCATION_LEVELS|MARITAL_STATUSES|OCCUPATIONS|NATIONALITY_ACQUIRED|YES_NO|LOWER_YES_NO|COUNTRIES|EVISA_NATIONALITIES|ARRIVAL_PORTS|EXIT_PORTS|OPTION_LISTS)\b/;
const COMMENT_LINE = /^\s*(\/\/|\*|\/\*\*).*$/gm;
const THE_ONE_PLACE = 'libs/contracts/src/application/choice-lists.ts';

const sources = (dir) =>
  fs
    .readdirSync(path.join(repoRoot, dir), { recursive: true })
    .map((file) => path.join(dir, file))
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.spec.'));

const naming = (dir) =>
  sources(dir).filter((file) => file !== THE_ONE_PLACE && LIST_CONSTANTS.test(fs.readFileSync(path.join(repoRoot, file), 'utf8').replace(COMMENT_LINE, '')));

it('the contracts name no list of choices outside choice-lists.ts', () => {
  assert.deepEqual(naming('libs/contracts/src'), []);
});

it('the application forms name no list of choices: they read it from the field (useOptionLists().of)', () => {
  assert.deepEqual(naming('mf-application/src'), []);
});

it('the check finds a list named in code, and not one named in a comment', () => {
  assert.ok(LIST_CONSTANTS.test('const x = GENDERS[0];'.replace(COMMENT_LINE, '')));
  assert.ok(!LIST_CONSTANTS.test('  // not COUNTRIES, whose names…'.replace(COMMENT_LINE, '')));
});
