import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The build-time check (CommonJS, run by webpack) and the shell's webpack configuration that calls it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { assertProductionSiteConfig, siteConfigProblems, DEFAULT_CONFIG_FILE } = require('../site-config-check.cjs');

const REAL_AGENCY = {
  name: 'Visa Agency',
  phone: '+44 20 7946 1234',
  email: 'help@visa-agency.co.uk',
  chatLink: 'https://wa.me/442079461234',
  legalName: 'Visa Agency Ltd',
  postalAddress: '10 High Street, London EC1A 1BB, United Kingdom',
  registrationNumber: '01234567',
};

function configFile(agency: object, siteUrl = 'https://visa-agency.co.uk'): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-config-')), 'config.json');
  fs.writeFileSync(file, JSON.stringify({ apiUrl: '/api', agency, siteUrl }));
  return file;
}

describe('the production site configuration check', () => {
  it('finds the local config.json unfit for production, naming each placeholder', () => {
    expect(siteConfigProblems(DEFAULT_CONFIG_FILE)).toEqual([
      'agency.phone: a placeholder number: "+1 302 555 0142"',
      'agency.email: a placeholder address: "support@example.com"',
      'agency.chatLink: a placeholder or non-https link: "https://wa.me/13025550142"',
      'siteUrl: a local or non-https address: "http://localhost:4200"',
    ]);
  });

  it('refuses a production build with missing or placeholder contacts', () => {
    expect(() => assertProductionSiteConfig({ NODE_ENV: 'production' }, DEFAULT_CONFIG_FILE)).toThrow(/not fit for production[\s\S]*agency\.phone[\s\S]*agency\.email/);
    expect(() => assertProductionSiteConfig({ NODE_ENV: 'production' }, configFile({ ...REAL_AGENCY, phone: '' }))).toThrow(/agency\.phone: missing/);
    expect(() => assertProductionSiteConfig({ NODE_ENV: 'production' }, configFile({ ...REAL_AGENCY, email: 'a@example.net' }))).toThrow(/agency\.email: a placeholder/);
    expect(() => assertProductionSiteConfig({ NODE_ENV: 'production' }, configFile(REAL_AGENCY, ''))).toThrow(/siteUrl: missing/);
    const { legalName, registrationNumber, ...unidentified } = REAL_AGENCY;
    expect(legalName && registrationNumber).toBeTruthy();
    expect(() => assertProductionSiteConfig({ NODE_ENV: 'production' }, configFile(unidentified))).toThrow(/agency\.legalName: missing[\s\S]*agency\.registrationNumber: missing/);
    expect(() => assertProductionSiteConfig({ NODE_ENV: 'production' }, configFile(REAL_AGENCY, 'http://visa-agency.co.uk'))).toThrow(/siteUrl: a local or non-https/);
  });

  it('lets a production build with real contacts, and any local build, through', () => {
    expect(() => assertProductionSiteConfig({ NODE_ENV: 'production' }, configFile(REAL_AGENCY))).not.toThrow();
    expect(() => assertProductionSiteConfig({}, DEFAULT_CONFIG_FILE)).not.toThrow();
  });

  it('is what the shell\'s webpack configuration runs first', () => {
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const webpackConfig = require('../webpack.config.cjs');
      expect(() => webpackConfig({}, { mode: 'production' })).toThrow(/not fit for production/);
    } finally {
      process.env.NODE_ENV = saved;
    }
  });
});
