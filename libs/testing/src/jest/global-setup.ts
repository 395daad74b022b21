// Jest globalSetup for API tests: starts one throw-away FerretDB (or uses MONGODB_URI) and one PayPal sandbox with
// its test hooks for the whole run, and exposes them as process.env.MONGODB_URI_TEST and PAYPAL_SANDBOX_URL_TEST,
// which the test workers inherit. Use with global-teardown.ts:
//   globalSetup: '<rootDir>/../libs/testing/src/jest/global-setup.ts',
//   globalTeardown: '<rootDir>/../libs/testing/src/jest/global-teardown.ts',
import { startTestDatabase, type TestDatabase } from '../database';
import { startPaypalSandboxProcess, type PaypalSandboxProcess } from '../paypal-sandbox';

export const GLOBAL_KEY = '__EVISA_TEST_DATABASE__';
export const SANDBOX_KEY = '__EVISA_TEST_PAYPAL_SANDBOX__';

export default async function globalSetup(): Promise<void> {
  const [db, sandbox] = await Promise.all([startTestDatabase({ serverUri: process.env.MONGODB_URI || null }), startPaypalSandboxProcess({ testHooks: true })]);
  const g = globalThis as Record<string, unknown>;
  g[GLOBAL_KEY] = db satisfies TestDatabase;
  g[SANDBOX_KEY] = sandbox satisfies PaypalSandboxProcess;
  process.env.MONGODB_URI_TEST = db.uri;
  process.env.PAYPAL_SANDBOX_URL_TEST = sandbox.baseUrl;
}
