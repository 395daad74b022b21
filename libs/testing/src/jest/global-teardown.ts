// Jest globalTeardown: stops what global-setup.ts started (it runs in the same process, so the handle is global).
import type { TestDatabase } from '../database';
import { GLOBAL_KEY } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const g = globalThis as Record<string, unknown>;
  const db = g[GLOBAL_KEY] as TestDatabase | undefined;
  delete g[GLOBAL_KEY];
  delete process.env.MONGODB_URI_TEST;
  await db?.stop();
}
