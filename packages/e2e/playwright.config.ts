import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys against the production builds on the local stack (started by
 * scripts/stack/test.ts). Chromium is Debian's; Playwright never downloads a browser.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json']],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: '../../.local/test-results',
  use: {
    baseURL: 'http://localhost:5000',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
