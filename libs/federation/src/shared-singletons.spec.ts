import { SHARED_SINGLETONS, sharedConfig } from './shared-singletons.cjs';

type Shared = Record<string, { singleton: boolean; strictVersion: boolean; requiredVersion: string; version: string }>;

describe('sharedConfig', () => {
  const shared: Shared = sharedConfig();

  it('makes every singleton strict, with a caret range on the installed major', () => {
    expect(Object.keys(shared).sort()).toEqual([...SHARED_SINGLETONS].sort());
    for (const [name, config] of Object.entries(shared)) {
      expect({ name, singleton: config.singleton, strictVersion: config.strictVersion }).toEqual({ name, singleton: true, strictVersion: true });
      const major = config.version.split('.')[0];
      expect(config.requiredVersion).toBe(major === '0' ? `^${config.version}` : `^${major}.0.0`);
    }
  });

  it('takes another range for a package, for the package and its subpaths', () => {
    const bumped: Shared = sharedConfig({ requiredVersions: { react: '^20.0.0' } });
    expect(bumped['react'].requiredVersion).toBe('^20.0.0');
    expect(bumped['react/'].requiredVersion).toBe('^20.0.0');
    expect(bumped['react-dom'].requiredVersion).toBe(shared['react-dom'].requiredVersion);
  });

  it("shares the UI kit's main entry only: its other entries are bundled into the apps that import them", () => {
    expect(shared['@evisa/ui']).toBeDefined();
    expect(Object.keys(shared).filter((name) => name.startsWith('@evisa/ui/'))).toEqual([]);
  });

  it("bundles and registers no copy of its own for an app that uses the page's (provide: false)", () => {
    const used = sharedConfig({ provide: false }) as Record<string, { import?: false }>;
    expect(Object.values(used).every((config) => config.import === false)).toBe(true);
    expect(Object.values(shared as Record<string, { import?: false }>).some((config) => 'import' in config)).toBe(false);
  });

  it('refuses a range for a library that is not shared', () => {
    expect(() => sharedConfig({ requiredVersions: { lodash: '^4.0.0' } })).toThrow('not shared singletons: lodash');
  });
});
