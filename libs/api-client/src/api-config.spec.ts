import type * as ApiConfig from './api-config';

/** A fresh copy of the module, as a remote that bundles its own client has. */
function copyOfTheModule(): typeof ApiConfig {
  let copy: typeof ApiConfig | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<typeof ApiConfig>('./api-config');
  });
  return copy!;
}

describe('configureApiClient', () => {
  it("reaches every copy of the client on the page: the shell's configuration is the remotes' too", () => {
    const shell = copyOfTheModule();
    const remote = copyOfTheModule();
    expect(remote.apiConfig.baseUrl).toBe('/api');
    shell.configureApiClient({ baseUrl: 'https://api.example.com' });
    expect(remote.apiConfig.baseUrl).toBe('https://api.example.com');
    expect(copyOfTheModule().apiConfig).toMatchObject({ baseUrl: 'https://api.example.com', timeoutMs: remote.DEFAULT_TIMEOUT_MS });
    shell.configureApiClient({ baseUrl: '/api' });
  });
});
