import { defineConfig } from '@playwright/test'

import { chromiumArgs, chromiumExecutable } from './scripts/chromium.mjs'
import { ENQUIRIES_FILE } from './tests/e2e/paths'
import { TEST_PORT } from './tests/e2e/ports'

/** Browser tests run against the built, prerendered site served by `vite preview` (npm start). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Generous so no test depends on an idle machine; a passing test never nears them, they only bound a broken one.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${TEST_PORT}`,
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
    viewport: { width: 1440, height: 900 },
    trace: 'on-first-retry',
  },
  // Not npm start's 4173: a preview server started before a rebuild serves stale asset names.
  webServer: {
    command: `npx vike preview --port ${TEST_PORT}`,
    url: `http://localhost:${TEST_PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { ENQUIRIES_FILE },
  },
})
