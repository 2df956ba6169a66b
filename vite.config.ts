/// <reference types="vitest/config" />
import { createHash } from 'node:crypto'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'

import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, loadEnv } from 'vite'

// Explicit extensions in the config's own imports: Vite's coming native config loader needs them.
import { analyticsFrom, START_MODE } from './src/config/analyticsSetup.ts'
import { defaultLocale, localeCodes } from './src/config/locales.ts'
import { blogMarkdown } from './tooling/blogMarkdown.ts'
import { canonicalRedirects } from './tooling/canonicalRedirects.ts'
import { hostHeaders } from './tooling/hostHeaders.ts'
import { iconSprite } from './tooling/iconSprite.ts'
import { jsonFileErrors } from './tooling/jsonFileErrors.ts'
import { localAnalytics } from './tooling/localAnalytics.ts'
import { localeNotFoundPages } from './tooling/localeNotFoundPages.ts'
import { localEnquiries } from './tooling/localEnquiries.ts'
import { markdownTwins } from './tooling/markdownTwins.ts'
import { pictureSprite } from './tooling/pictureSprite.ts'
import { searchIndex } from './tooling/searchIndex.ts'
import { staticMethods } from './tooling/staticMethods.ts'
import { translationGate } from './tooling/translationGate.ts'
import { blueprintNoticeDates } from './tooling/translationSources/translationNotice.ts'

const clientOutDir = fileURLToPath(new URL('./dist/client', import.meta.url))
const projectRoot = fileURLToPath(new URL('.', import.meta.url))

const localHost = process.env.HOST || '127.0.0.1'

export default defineConfig(({ command, mode }) => {
  // With no provider named: the local collector in dev and `npm start`, none in a plain build.
  const analytics = analyticsFrom(loadEnv(mode, projectRoot, 'VITE_'), {
    localByDefault: command === 'serve' || mode === START_MODE,
  })
  return {
    plugins: [
      blogMarkdown(projectRoot),
      // Before the redirects, so `npm start`'s 308s carry the security headers as pages do.
      hostHeaders(),
      canonicalRedirects(clientOutDir),
      searchIndex(clientOutDir),
      markdownTwins(projectRoot, clientOutDir),
      iconSprite(),
      pictureSprite(),
      jsonFileErrors(projectRoot),
      translationGate(projectRoot),
      localAnalytics(),
      localEnquiries(),
      staticMethods(),
      localeNotFoundPages(clientOutDir),
      react(),
      vike(),
    ],
    define: {
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      __ANALYTICS__: JSON.stringify(analytics),
      __ANALYTICS_ENABLED__: JSON.stringify(analytics.provider !== 'none'),
      __CLIENT_OUT_DIR__: JSON.stringify(clientOutDir),
      __PROJECT_ROOT__: JSON.stringify(projectRoot),
      __BLUEPRINT_NOTICE_DATES__: JSON.stringify(
        blueprintNoticeDates(projectRoot, localeCodes, defaultLocale),
      ),
    },
    // Loopback only, as enquiries go to a local file; `HOST=0.0.0.0 npm start` opens it on purpose.
    server: { host: localHost },
    preview: { host: localHost, port: 4173, strictPort: true, cors: false },
    environments: {
      client: { build: { rolldownOptions: { input: { styles: 'src/styles/stylesheet.ts' } } } },
    },
    build: {
      // Vike's warning about this is for older Vite's duplicated CSS (vikejs/vike#1993).
      cssCodeSplit: false,
      // Slow at thousands of posts; `npm run bench:size` measures what pages load.
      reportCompressedSize: false,
      rolldownOptions: {
        // Vike's prerender always dominates the build; `npm run bench:build` measures its time.
        checks: { bundlerTimings: false },
      },
    },
    css: {
      modules: {
        localsConvention: 'camelCaseOnly',
        // `_title_1a2b3`: without Vite's `_<line>` suffix (docs/decisions.md).
        generateScopedName: (local: string, file: string) =>
          `_${local}_${createHash('sha256').update(relative(projectRoot, file)).digest('hex').slice(0, 5)}`,
      },
    },
    test: {
      environment: 'node',
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            // Safe while modules keep no state a test sees (tests/unit/moduleState.test.ts).
            isolate: false,
            restoreMocks: true,
            // A loaded 2-core machine took longer than 5 s to draw a social card.
            testTimeout: 30_000,
            include: [
              'src/**/*.test.{ts,tsx}',
              'tests/unit/**/*.test.{ts,tsx}',
              'tests/audit/**/*.test.ts',
              'tooling/**/*.test.ts',
              'scripts/**/*.test.ts',
            ],
          },
        },
        {
          // Tests that build a copy of the site: timeouts sized for a loaded 2-core machine.
          extends: true,
          test: {
            name: 'build',
            include: ['tests/build/**/*.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 300_000,
          },
        },
        {
          // The built site's files read as a crawler or host reads them, after a build.
          extends: true,
          test: {
            name: 'dist',
            // One parse of the built pages per worker, not per file; no test changes them.
            isolate: false,
            include: ['tests/dist/**/*.test.ts'],
            testTimeout: 30_000,
          },
        },
      ],
    },
  }
})
