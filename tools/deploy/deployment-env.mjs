// What a deployment gives the API besides NODE_ENV: every variable production requires, with test values (the
// mail addresses look real: production refuses placeholder domains such as example.*, .test and .localhost). For the
// specs that start a deployable API (its image, its artifact, its production install) against a local database.
import { randomBytes } from 'node:crypto';

/** @param {{ port: number, mongoUri: string }} api @returns {Record<string, string>} */
export function deploymentEnv({ port, mongoUri }) {
  return {
    PATH: process.env.PATH ?? '',
    PORT: String(port),
    MONGODB_URI: mongoUri,
    SITE_URL: 'https://evisa.example.test',
    CORS_ORIGINS: 'https://evisa.example.test',
    SMTP_HOST: '127.0.0.1',
    MAIL_FROM: 'e-Visa <no-reply@visa-agency.co.uk>',
    AGENCY_EMAIL: 'support@visa-agency.co.uk',
    AGENCY_LEGAL_NAME: 'Visa Agency Ltd',
    AGENCY_POSTAL_ADDRESS: '10 High Street, London EC1A 1BB, United Kingdom',
    AGENCY_REGISTRATION_NUMBER: '01234567',
    ACCESS_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY: 'loopback',
    PAYPAL_CLIENT_ID: 'client',
    PAYPAL_CLIENT_SECRET: 'secret',
    SHUTDOWN_DELAY_MS: '0',
    LOG_LEVEL: 'warn',
  };
}
