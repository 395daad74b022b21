import fs from 'node:fs';
import path from 'node:path';
import pkg from '../package.json';

// The kit's main entry is a shared singleton (one copy per page); its other entries are bundled into each app that
// imports them. A module of another entry that reached a kit module by a relative path would bundle a second copy of
// it, with its React context if it has one: they import the kit as `@evisa/ui`.

const libRoot = path.join(__dirname, '..');
const RELATIVE_IMPORT = /(?:import|export)\s[^'"]*?from\s+'(\.{1,2}\/[^']+)'/g;

function resolveModule(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  const found = candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  if (!found) throw new Error(`cannot resolve '${specifier}' from ${from}`);
  return found;
}

/** The modules an entry file reaches by relative imports, itself included. */
function modulesOf(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) visit(resolveModule(file, specifier));
  };
  visit(entry);
  return seen;
}

const codeEntries = Object.entries(pkg.exports as Record<string, string>).filter(([name, file]) => /\.tsx?$/.test(file) && name !== './testing');
const kit = modulesOf(path.join(libRoot, pkg.exports['.']));

describe("the kit's entries", () => {
  it.each(codeEntries.filter(([name]) => name !== '.'))('%s reaches no module of the shared kit by a relative path', (_name, file) => {
    const shared = [...modulesOf(path.join(libRoot, file))].filter((module) => kit.has(module)).map((module) => path.relative(libRoot, module));
    expect(shared).toEqual([]);
  });

  it('finds the kit and its other entries', () => {
    expect(kit.size).toBeGreaterThan(5);
    expect(codeEntries.map(([name]) => name)).toEqual(expect.arrayContaining(['.', './forms', './answers', './standalone']));
  });
});
