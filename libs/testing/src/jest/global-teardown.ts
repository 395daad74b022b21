// Jest globalTeardown: stops what global-setup.ts started (it runs in the same process, so the handles are global).
import type { TestDatabase } from '../database';
import type { PaypalSandboxProcess } from '../paypal-sandbox';
import { GLOBAL_KEY, SANDBOX_KEY } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const g = globalThis as Record<string, unknown>;
  const db = g[GLOBAL_KEY] as TestDatabase | undefined;
  const sandbox = g[SANDBOX_KEY] as PaypalSandboxProcess | undefined;
  delete g[GLOBAL_KEY];
  delete g[SANDBOX_KEY];
  delete process.env.MONGODB_URI_TEST;
  delete process.env.PAYPAL_SANDBOX_URL_TEST;
  await Promise.all([db?.stop(), sandbox?.stop()]);
}
