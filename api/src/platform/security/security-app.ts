import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { DynamicModule, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig, type AppConfig } from '../config/app-config';
import { createApp } from '../../create-app';

export interface SecurityApp {
  url: string;
  config: AppConfig;
  /** The Nest application, for tests that call a service directly (the retention job with its own clock). */
  nest: NestExpressApplication;
  close(): Promise<void>;
}

export interface SecurityAppOptions {
  /** Environment variables over the test defaults (rate limits on unless said otherwise). */
  env?: Record<string, string>;
  /** A database server to use instead of the run's (a FerretDB this test stops and starts). */
  serverUri?: string;
  /** A database name to use instead of a fresh one: two apps given the same name are two instances of one deployment. */
  database?: string;
  /** Wraps AppModule, e.g. to add a controller that fails on purpose. */
  rootModule?: (config: AppConfig) => DynamicModule | Type;
}

/**
 * Like testing/startTestApp (a real API on a free port over the real database, a fresh database per call), with
 * the protections of issue 8 switched on and the Nest application at hand.
 */
export async function startSecurityApp(options: SecurityAppOptions = {}): Promise<SecurityApp> {
  const base = options.serverUri ?? process.env.MONGODB_URI_TEST;
  if (!base) throw new Error('MONGODB_URI_TEST is not set: run API tests through jest (global set-up starts FerretDB)');
  const uri = new URL(base);
  uri.pathname = `/${options.database ?? `sec_${randomBytes(6).toString('hex')}`}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    MONGODB_URI: uri.toString(),
    RATE_LIMIT_ENABLED: 'true',
    ...options.env,
  });
  const nest = await createApp(config, options.rootModule?.(config));
  await nest.listen(0, '127.0.0.1');
  const { port } = nest.getHttpServer().address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, config, nest, close: () => nest.close() };
}
