import { PRODUCTION_ENVIRONMENT } from '../testing/production-environment';
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
    ['ACCESS_SECRET_PREVIOUS', 'too-short'],
  ])('stops on a bad %s and names the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${name}=`));
  });

  it('switches rate limits off under NODE_ENV=test unless they are asked for', () => {
    expect(loadConfig({}).RATE_LIMIT_ENABLED).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).RATE_LIMIT_ENABLED).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', RATE_LIMIT_ENABLED: 'true' }).RATE_LIMIT_ENABLED).toBe(true);
    expect(loadConfig({ RATE_LIMIT_ENABLED: 'false' }).RATE_LIMIT_ENABLED).toBe(false);
  });

  it('keeps unpaid drafts 30 days and paid applications a year unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ RETENTION_DRAFT_DAYS: 30, RETENTION_PAID_DAYS: 365, LOOKUP_FAILURES_PER_ID: 5, LOOKUP_FAILURES_PER_IP: 20 });
    expect(loadConfig({ RETENTION_DRAFT_DAYS: '7' }).RETENTION_DRAFT_DAYS).toBe(7);
    expect(() => loadConfig({ RETENTION_DRAFT_DAYS: '0' })).toThrow(/RETENTION_DRAFT_DAYS=/);
  });

  it('refuses to start in production without every value whose local default is wrong there, naming each', () => {
    const production: Record<string, string> = PRODUCTION_ENVIRONMENT;
    expect(loadConfig(production).NODE_ENV).toBe('production');
    for (const name of Object.keys(production).filter((key) => key !== 'NODE_ENV')) {
      const { [name]: _left, ...without } = production;
      expect(() => loadConfig(without)).toThrow(new RegExp(`${name} is required in production`));
    }
  });

  it('serves the API description except in production, where OPENAPI_ENABLED must ask for it', () => {
    const production: Record<string, string> = PRODUCTION_ENVIRONMENT;
    expect(loadConfig({}).OPENAPI_ENABLED).toBe(true);
    expect(loadConfig(production).OPENAPI_ENABLED).toBe(false);
    expect(loadConfig({ ...production, OPENAPI_ENABLED: 'true' }).OPENAPI_ENABLED).toBe(true);
    expect(loadConfig({ OPENAPI_ENABLED: 'false' }).OPENAPI_ENABLED).toBe(false);
  });

  it('reads a list of origins', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).CORS_ORIGINS).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});
