// Jest globalSetup for API tests: starts one throw-away FerretDB (or uses MONGODB_URI) for the whole run and
// exposes it as process.env.MONGODB_URI_TEST, which the test workers inherit. Use with global-teardown.ts:
//   globalSetup: '<rootDir>/../libs/testing/src/jest/global-setup.ts',
//   globalTeardown: '<rootDir>/../libs/testing/src/jest/global-teardown.ts',
import { startTestDatabase, type TestDatabase } from '../database';

export const GLOBAL_KEY = '__EVISA_TEST_DATABASE__';

export default async function globalSetup(): Promise<void> {
  const db = await startTestDatabase({ serverUri: process.env.MONGODB_URI || null });
  (globalThis as Record<string, unknown>)[GLOBAL_KEY] = db satisfies TestDatabase;
  process.env.MONGODB_URI_TEST = db.uri;
}
