import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium through the composed site that tools/stack/e2e.mjs starts
 * (built apps, API, FerretDB, mail sink) on the E2E_* ports. Never a downloaded browser.
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:5200';

export default defineConfig({
  testMatch: ['**/e2e/**/*.e2e.ts'],
  testIgnore: ['**/node_modules/**', '**/.data/**', '**/dist/**'],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One retry on CI absorbs a slow moment of a shared 2-core machine; a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: '.data/test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@phone/ },
  ],
});
