#!/usr/bin/env node
// `npm run package`: the deployable artifacts (docs/operations.md, "Deploying").
//
//   <out>/api/                      main.js (the bundle), migrate.js (run before a new version starts), passport-read-worker.js
//                                   (the script of the bundle's passport-reading thread), package.json naming only the npm packages they require,
//                                   package-lock.json: the workspace's tested lock cut down to those and what they
//                                   need, node_modules/ installed from it (npm ci --omit=dev)
//   <out>/<app>/                    shell and each remote: its build's files, hashed names kept, no source maps
//   <out>/<name>-<version>.tar.gz   one archive of each folder
//   <out>/artifacts.json            what was packaged: name, version, archive, SHA-256
//
//   npm run package -- [--out dist/package] [--skip-build]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { API_NODE_OPTIONS } from '../api-node-options.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const APPS = ['shell', 'mf-info-pages', 'mf-application', 'mf-documents', 'mf-payment', 'mf-desk'];
const BUILTINS = new Set(builtinModules);
/** The API's scripts in its artifact: the bundle, the migration command, and the bundle's passport-reading worker thread. */
const API_SCRIPTS = ['main.js', 'migrate.js', 'passport-read-worker.js'];

/** The npm packages a webpack bundle loads at run time (its externals): `require("x")` and `require("x/sub")`. */
export function requiredPackages(bundle) {
  const names = new Set();
  for (const [, request] of bundle.matchAll(/require\("([^"./][^"]*)"\)/g)) {
    if (request.startsWith('node:') || BUILTINS.has(request.split('/')[0])) continue;
    const parts = request.split('/');
    names.add(request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
  }
  return [...names].sort();
}

/**
 * The part of the workspace's lock that installs `dependencies` and everything they need, each at the place and
 * version the workspace tested (the entries are copied, not resolved again). A package is found as Node finds it:
 * the nearest `node_modules/<name>` up from the folder of the package that requires it. What `npm ci --omit=dev` in the
 * workspace would leave out (entries marked dev or devOptional) stays out.
 * @param {{ packages: Record<string, any> }} workspaceLock
 * @param {{ name: string, version: string, dependencies: Record<string, string> }} manifest
 */
export function lockFor(workspaceLock, manifest) {
  const { packages } = workspaceLock;
  const locate = (from, name) => {
    for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
      const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
      if (packages[candidate] && !packages[candidate].link) return candidate;
      if (!dir) return undefined;
    }
  };
  const picked = {};
  const wanted = Object.keys(manifest.dependencies).map((name) => {
    const found = locate('', name);
    if (!found) throw new Error(`the workspace's lock does not hold ${name}`);
    return found;
  });
  while (wanted.length) {
    const location = wanted.pop();
    if (picked[location]) continue;
    const entry = (picked[location] = packages[location]);
    const needs = [
      [entry.dependencies, true],
      [entry.optionalDependencies, false],
      [entry.peerDependencies, false],
    ];
    for (const [names, required] of needs) {
      for (const name of Object.keys(names ?? {})) {
        const found = locate(location, name);
        // Entries marked dev or devOptional are not in the workspace's production install (optional peers a tool brought).
        if (found) {
          if (!packages[found].dev && !packages[found].devOptional) wanted.push(found);
        }
        else if (required) throw new Error(`${location} needs ${name}, which the workspace's lock does not hold`);
      }
    }
  }
  const sorted = Object.fromEntries(Object.entries(picked).sort(([a], [b]) => a.localeCompare(b)));
  const root = { name: manifest.name, version: manifest.version, dependencies: manifest.dependencies };
  return { name: manifest.name, version: manifest.version, lockfileVersion: 3, requires: true, packages: { '': root, ...sorted } };
}

const installedVersion = (name) => JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')).version;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

/** The API: its bundle, and the packages it requires at the versions the workspace tested, installed without dev tools. */
export function packageApi(out) {
  const dir = path.join(out, 'api');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const script of API_SCRIPTS) fs.copyFileSync(path.join(repoRoot, 'api/dist', script), path.join(dir, script));
  const source = JSON.parse(fs.readFileSync(path.join(repoRoot, 'api/package.json'), 'utf8'));
  const required = API_SCRIPTS.flatMap((script) => requiredPackages(fs.readFileSync(path.join(dir, script), 'utf8')));
  const dependencies = Object.fromEntries([...new Set(required)].sort().map((name) => [name, installedVersion(name)]));
  const manifest = {
    name: 'evisa-api',
    version: source.version,
    private: true,
    description: 'The e-Visa API, ready to run: NODE_ENV=production node migrate.js, then npm start (docs/operations.md)',
    main: 'main.js',
    scripts: { migrate: 'node migrate.js', start: ['node', ...API_NODE_OPTIONS, 'main.js'].join(' ') },
    engines: JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).engines,
    dependencies,
  };
  fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const workspaceLock = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));
  fs.writeFileSync(path.join(dir, 'package-lock.json'), `${JSON.stringify(lockFor(workspaceLock, manifest), null, 2)}\n`);
  // Install scripts are not needed (sharp and argon2 come as prebuilt platform packages) and not run.
  run('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir });
  return { name: 'api', version: source.version, dir };
}

/** A static app: its build as the CDN serves it (hashed names, precompressed copies), without source maps. */
export function packageApp(out, app) {
  const from = path.join(repoRoot, app, 'dist');
  if (!fs.existsSync(from)) throw new Error(`${app}/dist is missing: build it first (npx nx build ${app})`);
  const dir = path.join(out, app);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(from, dir, { recursive: true, filter: (file) => !/\.map(\.(br|gz))?$/.test(file) });
  const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, app, 'package.json'), 'utf8'));
  return { name: app, version, dir };
}

function archive(out, artifact) {
  const file = path.join(out, `${artifact.name}-${artifact.version}.tar.gz`);
  run('tar', ['-czf', file, '-C', out, path.basename(artifact.dir)]);
  const sha256 = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  return { name: artifact.name, version: artifact.version, folder: path.basename(artifact.dir), archive: path.basename(file), sha256 };
}

export function packageAll({ out, skipBuild = false }) {
  // The builds are production builds whatever NODE_ENV says (webpack's mode); NODE_ENV=production also makes the
  // shell refuse placeholder contacts in shell/public/config.json, which a deployment replaces with its own.
  if (!skipBuild) run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'api', ...APPS, '--parallel=2'], { cwd: repoRoot });
  fs.mkdirSync(out, { recursive: true });
  const artifacts = [packageApi(out), ...APPS.map((app) => packageApp(out, app))].map((artifact) => archive(out, artifact));
  fs.writeFileSync(path.join(out, 'artifacts.json'), `${JSON.stringify(artifacts, null, 2)}\n`);
  return artifacts;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: path.join(repoRoot, 'dist/package') }, 'skip-build': { type: 'boolean', default: false } } });
  try {
    const artifacts = packageAll({ out: path.resolve(values.out), skipBuild: values['skip-build'] });
    for (const a of artifacts) console.log(`${a.archive.padEnd(36)} ${a.sha256}`);
    console.log(`\nArtifacts in ${path.relative(process.cwd(), path.resolve(values.out)) || '.'} (artifacts.json lists them)`);
  } catch (error) {
    console.error(`package failed: ${error.message}`);
    process.exit(1);
  }
}
