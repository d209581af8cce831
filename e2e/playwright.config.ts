import { defineConfig } from '@playwright/test';

/** Debian's Chromium, never a downloaded browser; one worker keeps a 2-core machine honest. */
export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: !!process.env.CI,
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
    locale: 'en-US',
    // Popups open without their zoom (the console honours the preference), so a click never lands mid-animation.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
