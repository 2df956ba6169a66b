import { defineConfig } from '@playwright/test'

import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium.mjs'
import { hostNames, hostPorts } from './runtimes'

/** `npm run test:hosts`: one Playwright project per host runtime (hosts/serve.sh), all three started first. */
export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  // A runtime compiles its routing on the first requests; a loaded 2-core machine is slow.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../../reports/hosts.json' }]],
  use: {
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
    viewport: { width: 1440, height: 900 },
  },
  outputDir: '../../test-results/hosts',
  projects: hostNames.map((name) => ({
    name,
    use: { baseURL: `http://127.0.0.1:${hostPorts[name]}` },
    // `vercel build` is Vercel's alone, and needs no server.
    testIgnore: name === 'vercel' ? [] : ['vercel-build.spec.ts'],
  })),
  webServer: hostNames.map((name) => ({
    name,
    command: `bash hosts/serve.sh ${name} ${hostPorts[name]}`,
    cwd: '../..',
    url: `http://127.0.0.1:${hostPorts[name]}/robots.txt`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  })),
})
