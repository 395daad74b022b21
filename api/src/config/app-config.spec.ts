import { loadConfig } from './app-config';

describe('loadConfig', () => {
  it('fills defaults for a bare environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.CORS_ORIGINS).toContain('http://localhost:4200');
  });

  it.each([
    ['PORT', 'not-a-number'],
    ['PORT', '70000'],
    ['LOG_LEVEL', 'loud'],
    ['CORS_ORIGINS', 'not a url'],
    ['NODE_ENV', 'staging'],
  ])('stops on a bad %s and names the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${name}=`));
  });

  it('reads a list of origins', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).CORS_ORIGINS).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});
