/** @jest-environment node */
import fs from 'node:fs';
import { INJECT_EXTERNAL_RUNTIME_CORE } from './external-runtime.cjs';

describe('INJECT_EXTERNAL_RUNTIME_CORE', () => {
  const source = fs.readFileSync(INJECT_EXTERNAL_RUNTIME_CORE, 'utf8');

  it("is the plugin's ES module file, which imports runtime-core as an ES module (one runtime in main.js)", () => {
    expect(INJECT_EXTERNAL_RUNTIME_CORE).toMatch(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/);
    expect(source).toMatch(/^import \* as runtimeCore from "@module-federation\/runtime-tools\/runtime-core";/m);
    expect(source).not.toMatch(/\brequire\(/);
  });

  it('hands the runtime to the remotes under the global their externalRuntime builds read', () => {
    expect(source).toContain('_FEDERATION_RUNTIME_CORE = runtimeCore');
  });
});
