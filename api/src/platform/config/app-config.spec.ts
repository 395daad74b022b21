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

  describe('in production', () => {
    const PRODUCTION = PRODUCTION_ENVIRONMENT;
    const REAL_MAIL = { AGENCY_EMAIL: 'help@visa-agency.co.uk', MAIL_FROM: 'Visa Agency <no-reply@visa-agency.co.uk>' };

    it('starts with the agency\'s real addresses', () => {
      expect(loadConfig({ ...PRODUCTION, ...REAL_MAIL }).AGENCY_EMAIL).toBe('help@visa-agency.co.uk');
    });

    it.each([
      ['the local addresses', { AGENCY_EMAIL: 'support@evisa.localhost', MAIL_FROM: 'India e-Visa Services <no-reply@evisa.localhost>' }, /AGENCY_EMAIL="support@evisa.localhost"[\s\S]*MAIL_FROM=/],
      ['an .example address', { ...REAL_MAIL, AGENCY_EMAIL: 'support@evisa.example' }, /AGENCY_EMAIL="support@evisa.example"/],
      ['an example.com agency mailbox', { ...REAL_MAIL, AGENCY_EMAIL: 'support@example.com' }, /AGENCY_EMAIL="support@example.com"/],
      ['an example.org sender', { ...REAL_MAIL, MAIL_FROM: 'Agency <no-reply@example.org>' }, /MAIL_FROM=/],
    ])('refuses to start with %s', (_case, mail, message) => {
      expect(() => loadConfig({ ...PRODUCTION, ...mail })).toThrow(message);
    });
  });
});
