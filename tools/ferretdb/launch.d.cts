// Types of launch.cjs, for the TypeScript test helpers that share it (libs/testing).
import type { ChildProcess } from 'node:child_process';

export interface LaunchOptions {
  bin: string;
  port: number;
  dataDir: string;
  host?: string;
  logLevel?: string;
  timeoutMs?: number;
  output?: ((line: string) => void) | null;
}

export interface LaunchedFerretDb {
  uri: string;
  port: number;
  dataDir: string;
  pid: number | undefined;
  process: ChildProcess;
  exited: Promise<{ code?: number | null; signal?: string | null; error?: Error }>;
  stop(options?: { kill?: boolean }): Promise<void>;
}

export function launchFerretDb(options: LaunchOptions): Promise<LaunchedFerretDb>;
export function waitForMongo(uri: string, options?: { timeoutMs?: number; aborted?: () => Error | null }): Promise<void>;
