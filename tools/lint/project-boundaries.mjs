// The layers of docs/architecture.md, from each project's Nx tags (`nx.tags` in its package.json), as `no-restricted-imports`
// patterns per project: apps import libs, never each other; libs never import apps; browser code never imports the
// API or server libraries; code on the server or shared with it never imports React; every import of a lib goes
// through its public entries (its package.json `exports`), never into its src/. End-to-end tests drive the whole site
// and may read any project's texts (locales/), but never import another app's code: shared helpers live in
// libs/testing/e2e.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../repo-root.cjs';

const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));

/** Every workspace project: { dir, name, tags }. */
export function workspaceProjects() {
  return rootPackage.workspaces
    .flatMap((pattern) =>
      pattern.endsWith('/*') ? fs.readdirSync(path.join(repoRoot, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`) : [pattern],
    )
    .filter((dir) => fs.existsSync(path.join(repoRoot, dir, 'package.json')))
    .map((dir) => {
      const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8'));
      return { dir, name: pkg.name, tags: pkg.nx?.tags ?? [] };
    });
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Import specifiers that reach `project`: its package name (and subpaths) or a relative path into its folder. */
function reaching(project, message) {
  return [
    { regex: `^${escape(project.name)}(/|$)`, message },
    // `../../api/src/…`; a folder of the same name inside a project (mf-documents/src/api) is not the project.
    { regex: `^(\\.\\./)+${escape(project.dir)}/(src|e2e|locales)(/|$)`, message },
  ];
}

/** @typedef {{ regex?: string, group?: string[], message: string }} Pattern */

/** @type {Pattern} */
const SERVER_PACKAGES = { group: ['@nestjs/*', 'mongoose', 'mongodb', 'class-validator'], message: 'Browser code must not import server libraries.' };
/** @type {Pattern} */
const REACT = { group: ['react', 'react-dom', 'react-*'], message: 'Server and shared code must not import React.' };
const LIB_INTERNALS = [
  { regex: '^@evisa/[^/]+/src(/|$)', message: "Import a lib through its public entries (its package.json's exports), not its src/." },
  { regex: '^(\\.\\./)+libs/[^/]+/src(/|$)', message: "Import a lib by its package name and public entries, not by a path into its src/." },
];

/** The `no-restricted-imports` patterns of `project` among `projects`. */
/** @returns {Pattern[]} */
export function restrictedImports(project, projects) {
  const has = (p, tag) => p.tags.includes(tag);
  const others = projects.filter((p) => p !== project);
  /** @type {Pattern[]} */
  const patterns = [...LIB_INTERNALS];
  for (const other of others) {
    if (has(other, 'type:app') && has(project, 'type:app')) patterns.push(...reaching(other, 'Apps never import each other: share code through a lib.'));
    if (has(other, 'type:app') && has(project, 'type:lib')) patterns.push(...reaching(other, 'Libs never import apps.'));
    if (has(project, 'platform:browser') && has(other, 'platform:node')) patterns.push(...reaching(other, 'Browser code never imports server code.'));
    if ((has(project, 'platform:node') || has(project, 'platform:shared')) && has(other, 'platform:browser') && !has(other, 'type:app')) {
      // The i18n lib's translations (plain JSON) and its translator (no React, no DOM): the server's e-mails use both.
      const locales = other.name === '@evisa/i18n' ? '(?!/locales/[a-z]{2}/[a-z]+\\.json$|/translator$)' : '';
      patterns.push({ regex: `^${escape(other.name)}${locales}(/|$)`, message: 'Server and shared code never imports browser libs (they import React).' });
    }
  }
  if (has(project, 'platform:browser')) patterns.push(SERVER_PACKAGES);
  if (has(project, 'platform:node') || has(project, 'platform:shared')) patterns.push(REACT);
  return patterns;
}

const E2E_SHARING = "An end-to-end test never imports another app's code: shared helpers live in libs/testing/e2e.";

/** The `no-restricted-imports` patterns of the end-to-end tests (`e2e/`) of `project` among `projects`. */
/** @returns {Pattern[]} */
export function e2eRestrictedImports(project, projects) {
  const otherApps = projects.filter((other) => other !== project && other.tags.includes('type:app'));
  return [
    ...LIB_INTERNALS,
    ...otherApps.flatMap((app) => [
      { regex: `^(\\.\\./)+${escape(app.dir)}/(src|e2e)(/|$)`, message: E2E_SHARING },
      { regex: `^${escape(app.name)}/(src|e2e)(/|$)`, message: E2E_SHARING },
    ]),
  ];
}
