// The desk-case walk (`npm run bench:desk-case`): the end-to-end configuration, one desktop browser, the walk only.
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

export default defineConfig({
  ...base,
  testDir: '.',
  outputDir: '../../.data/test-results',
  testMatch: ['desk-case.walk.ts'],
  workers: 1,
  use: { ...base.use, actionTimeout: 20_000 },
  retries: 0,
  projects: [base.projects![0]],
});
