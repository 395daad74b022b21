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

  it("takes the agency's legal identity for the e-mails, and production refuses it blank", () => {
    const production: Record<string, string> = PRODUCTION_ENVIRONMENT;
    expect(loadConfig(production)).toMatchObject({
      AGENCY_LEGAL_NAME: production.AGENCY_LEGAL_NAME,
      AGENCY_POSTAL_ADDRESS: production.AGENCY_POSTAL_ADDRESS,
      AGENCY_REGISTRATION_NUMBER: production.AGENCY_REGISTRATION_NUMBER,
    });
    expect(() => loadConfig({ ...production, AGENCY_REGISTRATION_NUMBER: '' })).toThrow(/AGENCY_REGISTRATION_NUMBER is required in production/);
    expect(() => loadConfig({ AGENCY_LEGAL_NAME: '' })).toThrow(/AGENCY_LEGAL_NAME=""/);
  });

  it('serves the API description except in production, where OPENAPI_ENABLED must ask for it', () => {
    const production: Record<string, string> = PRODUCTION_ENVIRONMENT;
    expect(loadConfig({}).OPENAPI_ENABLED).toBe(true);
    expect(loadConfig(production).OPENAPI_ENABLED).toBe(false);
    expect(loadConfig({ ...production, OPENAPI_ENABLED: 'true' }).OPENAPI_ENABLED).toBe(true);
    expect(loadConfig({ OPENAPI_ENABLED: 'false' }).OPENAPI_ENABLED).toBe(false);
  });

  it('talks to PayPal only with both credentials and a base URL, which production defaults to the live API', () => {
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b' })).toThrow(/PAYPAL_BASE_URL is required/);
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'a' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ ...PRODUCTION_ENVIRONMENT, PAYPAL_CLIENT_ID: undefined })).toThrow(/PAYPAL_CLIENT_ID/);
    const configured = loadConfig({ PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b', PAYPAL_BASE_URL: 'https://api-m.sandbox.paypal.com' });
    expect(configured.PAYPAL_BASE_URL).toBe('https://api-m.sandbox.paypal.com');
    expect(loadConfig(PRODUCTION_ENVIRONMENT).PAYPAL_BASE_URL).toBe('https://api-m.paypal.com');
  });

  it('processes one upload at a time unless told a whole number of at least 1', () => {
    expect(loadConfig({}).UPLOAD_PROCESSING_SLOTS).toBe(1);
    expect(loadConfig({ UPLOAD_PROCESSING_SLOTS: '3' }).UPLOAD_PROCESSING_SLOTS).toBe(3);
    for (const bad of ['0', '-1', '1.5', 'two', '']) {
      expect(() => loadConfig({ UPLOAD_PROCESSING_SLOTS: bad })).toThrow(/UPLOAD_PROCESSING_SLOTS=/);
    }
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

    it('never prints a secret in its message', () => {
      expect(() => loadConfig({ ...PRODUCTION, ACCESS_SECRET: 'short-secret' })).toThrow(/ACCESS_SECRET=\[hidden\]: ACCESS_SECRET must be longer/);
    });

    it('refuses a site served over plain http, naming SITE_URL', () => {
      expect(() => loadConfig({ ...PRODUCTION, SITE_URL: 'http://evisa.example', CORS_ORIGINS: 'http://evisa.example' })).toThrow(/SITE_URL="http:\/\/evisa.example": must be https:\/\//);
      // A production build measured on this machine only (the benchmarks) is not a deployment.
      expect(loadConfig({ ...PRODUCTION, SITE_URL: 'http://localhost:4200', CORS_ORIGINS: 'http://localhost:4200' }).SITE_URL).toBe('http://localhost:4200');
    });

    it.each([
      ['32 identical characters', { ACCESS_SECRET: 'a'.repeat(32) }, /ACCESS_SECRET: about 0 bits/],
      ['two characters repeated', { ACCESS_SECRET: 'ab'.repeat(40) }, /ACCESS_SECRET: about 80 bits/],
      ['32 digits', { ACCESS_SECRET: '12345678901234567890123456789012' }, /ACCESS_SECRET: about 106 bits/],
      ['a weak previous secret', { ACCESS_SECRET_PREVIOUS: '0'.repeat(64) }, /ACCESS_SECRET_PREVIOUS: about 0 bits/],
      ['a weak correction-link secret', { CORRECTION_LINK_SECRET: 'x'.repeat(40) }, /CORRECTION_LINK_SECRET: about 0 bits/],
    ])('refuses a secret with less than 128 bits of entropy: %s', (_case, secret, message) => {
      expect(() => loadConfig({ ...PRODUCTION, ...secret })).toThrow(message);
    });

    it('starts with secrets made by a random generator', () => {
      const random = 'mF3bq0ZK7x/9QdYv+Lw2sJ8pTn5hCg1rEaUoV6iRyBk=';
      expect(loadConfig({ ...PRODUCTION, ACCESS_SECRET: random, CORRECTION_LINK_SECRET: 'f0e1d2c3b4a59687'.repeat(4) }).ACCESS_SECRET).toBe(random);
    });
  });
});
