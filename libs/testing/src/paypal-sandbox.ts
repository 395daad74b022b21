// The PayPal sandbox (tools/paypal-sandbox) as a child process for API tests: the Jest global set-up starts one with
// its test hooks on, and every test API talks to it as to PayPal.
import { spawn } from 'node:child_process';
import path from 'node:path';

export interface PaypalSandboxProcess {
  /** What PAYPAL_BASE_URL is set to. */
  baseUrl: string;
  stop(): Promise<void>;
}

const SCRIPT = path.join(__dirname, '../../../tools/paypal-sandbox/paypal-sandbox.mjs');

export function startPaypalSandboxProcess({ testHooks = false, timeoutMs = 15_000 } = {}): Promise<PaypalSandboxProcess> {
  const child = spawn(process.execPath, [SCRIPT, '--port', '0', ...(testHooks ? ['--test-hooks'] : [])], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => void stop().then(() => reject(new Error(`the PayPal sandbox did not start within ${timeoutMs} ms`))), timeoutMs);
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const baseUrl = /PayPal sandbox at (\S+)/.exec(output)?.[1];
      if (!baseUrl) return;
      clearTimeout(timer);
      resolve({ baseUrl, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the PayPal sandbox exited with code ${code} before it listened`));
    });
  });
}
