// node --test: lint and typecheck cover every source file by folder, with no list of paths to keep: each project
// lints its own folder, tools/lint/lint-outside-projects.mjs lints the rest, and the typecheck configs include files
// by kind, so a file in a new folder is checked the moment it exists.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { repoRoot } from '../repo-root.cjs';
import { workspaceProjects } from './project-boundaries.mjs';

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const tsc = path.join(repoRoot, 'node_modules/.bin/tsc');
const eslintBin = path.join(repoRoot, 'node_modules/.bin/eslint');
const run = (command, args, cwd = repoRoot) => spawnSync(command, args, { cwd, encoding: 'utf8' });

const projects = workspaceProjects().map((project) => ({
  ...project,
  scripts: JSON.parse(fs.readFileSync(path.join(repoRoot, project.dir, 'package.json'), 'utf8')).scripts ?? {},
}));
const scriptsTargets = JSON.parse(fs.readFileSync(path.join(repoRoot, 'tools/project.json'), 'utf8')).targets;

/** The tsconfig files a typecheck command names (`tsc -p <file>`), relative to the repository. */
const configsOf = (command, dir = '.') => [...command.matchAll(/-p (\S+)/g)].map((match) => path.join(dir, match[1]));
const typecheckConfigs = [
  ...configsOf(scriptsTargets.typecheck.command),
  ...projects.flatMap((project) => configsOf(project.scripts.typecheck ?? '', project.dir)),
];

describe('every project', () => {
  for (const project of projects) {
    it(`${project.dir} lints and type-checks its own folder`, () => {
      assert.match(project.scripts.lint ?? '', /^eslint \.( |$)/);
      assert.match(project.scripts.typecheck ?? '', /^tsc -p \S+/);
    });
  }
});

it('type-checks every source file in the repository', () => {
  const checked = new Set();
  for (const config of typecheckConfigs) {
    const listed = run(tsc, ['-p', config, '--noEmit', '--listFilesOnly']);
    assert.equal(listed.status, 0, listed.stdout + listed.stderr);
    for (const file of listed.stdout.split('\n')) if (file) checked.add(path.relative(repoRoot, file));
  }
  const files = run('git', ['ls-files', '--cached', '--others', '--exclude-standard']).stdout.split('\n');
  // A .cjs beside a hand-written .d.cts is read through the declaration, never checked itself: each such pair is
  // known here until its JSDoc types are good enough for the TypeScript that imports it.
  const declared = (file) => file.endsWith('.cjs') && checked.has(file.replace(/\.cjs$/, '.d.cts'));
  const missed = files.filter((file) => SOURCE.test(file) && fs.existsSync(path.join(repoRoot, file)) && !checked.has(file));
  assert.deepEqual(missed.filter(declared), ['tools/ferretdb/binary.cjs', 'tools/ferretdb/launch.cjs', 'tools/i18n/locale-keys.cjs', 'tools/repo-root.cjs']);
  assert.deepEqual(missed.filter((file) => !declared(file)), []);
});

describe('a new .mjs file in a new folder', () => {
  const folder = path.join(repoRoot, `coverage-probe-${process.pid}`);
  const inProject = path.join(repoRoot, 'libs/ui', `coverage-probe-${process.pid}`);
  // An unused variable (lint) and a string where the JSDoc says number (typecheck).
  const probe = "/** @type {number} */\nconst count = 'many';\nconst unused = 1;\nexport { count };\n";

  before(() => {
    for (const dir of [folder, inProject]) {
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'probe.mjs'), probe);
    }
  });
  after(() => {
    for (const dir of [folder, inProject]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is linted outside the projects', () => {
    const lint = run(process.execPath, [path.join(repoRoot, 'tools/lint/lint-outside-projects.mjs')]);
    assert.equal(lint.status, 1);
    assert.match(lint.stdout, new RegExp(`${path.basename(folder)}/probe\\.mjs[\\s\\S]*'unused' is assigned a value but never used`));
  });

  it("is linted inside a project by the project's own lint", () => {
    const lint = run(eslintBin, ['.'], path.join(repoRoot, 'libs/ui'));
    assert.equal(lint.status, 1);
    assert.match(lint.stdout, new RegExp(`${path.basename(inProject)}/probe\\.mjs[\\s\\S]*'unused' is assigned a value but never used`));
  });

  it('is type-checked, inside a project or not', () => {
    const check = run(tsc, ['-p', 'tsconfig.scripts.json']);
    assert.notEqual(check.status, 0);
    for (const dir of [folder, inProject]) {
      assert.match(check.stdout, new RegExp(`${path.relative(repoRoot, dir)}/probe\\.mjs\\(2,7\\): error TS2322`));
    }
  });
});
