import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig, type AppConfig } from '../config/app-config';
import { createApp } from '../../create-app';

export interface TestApp {
  url: string;
  config: AppConfig;
  /** The API's HTTP server, for tests of what happens before Express sees a request. */
  server: Server;
  /** The Nest application, for set-up that has no HTTP route by design (the first staff account: `npm run staff`). */
  nest: NestExpressApplication;
  close(): Promise<void>;
}

/**
 * PayPal for a test API: the sandbox the Jest global set-up started (tools/paypal-sandbox, test hooks on), with
 * credentials of its own (the sandbox takes any; a client id of one test keeps its webhooks to itself).
 */
export function paypalSandboxEnv(clientId = 'sandbox-client'): Record<string, string> {
  const base = process.env.PAYPAL_SANDBOX_URL_TEST;
  if (!base) throw new Error('PAYPAL_SANDBOX_URL_TEST is not set: run API tests through jest (global set-up starts the PayPal sandbox)');
  return { PAYPAL_BASE_URL: base, PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: 'sandbox-secret' };
}

/** A real API on a free port over the real test database (a fresh database name per call), paying in the sandbox. */
export async function startTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const base = process.env.MONGODB_URI_TEST;
  if (!base) throw new Error('MONGODB_URI_TEST is not set: run API tests through jest (global set-up starts FerretDB)');
  const dbName = `test_${randomBytes(6).toString('hex')}`;
  const uri = new URL(base);
  uri.pathname = `/${dbName}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    MONGODB_URI: uri.toString(),
    ...paypalSandboxEnv(),
    // Every test database starts empty: migrated at start, also for tests of a production configuration.
    MIGRATE_AT_START: 'true',
    ...overrides,
  });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const server: Server = app.getHttpServer();
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, config, server, nest: app, close: () => app.close() };
}
