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

/** The built site: what gets deployed. */
const clientOutDir = fileURLToPath(new URL('./dist/client', import.meta.url))
const projectRoot = fileURLToPath(new URL('.', import.meta.url))

/** Where `npm run dev` and `npm start` listen. */
const localHost = process.env.HOST || '127.0.0.1'

export default defineConfig(({ command, mode }) => {
  // Where analytics go: the provider the environment names; with none, the local collector under
  // `npm run dev` and `npm start` (mode `start`), and nothing at all in a plain `npm run build`.
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
      // Where prerendering writes sitemap.xml and robots.txt (Vike's client output folder).
      __CLIENT_OUT_DIR__: JSON.stringify(clientOutDir),
      // Where the prerender reads blog posts from (locales/<lang>/blog/<slug>.md).
      __PROJECT_ROOT__: JSON.stringify(projectRoot),
      // The languages whose blueprint download predates the English one, with the English
      // update's date for their page's notice; read once, when the build or dev server starts.
      __BLUEPRINT_NOTICE_DATES__: JSON.stringify(
        blueprintNoticeDates(projectRoot, localeCodes, defaultLocale),
      ),
    },
    // Loopback only: `npm start` and `npm run dev` take enquiries into a local file, so another
    // machine on the network must not reach them (Vike's preview listened on every interface).
    // `HOST=0.0.0.0 npm start` opens them on purpose, to try the site from a phone.
    server: { host: localHost },
    preview: { host: localHost, port: 4173, strictPort: true, cors: false },
    // The one stylesheet, whole: src/styles/stylesheet.ts.
    environments: {
      client: { build: { rolldownOptions: { input: { styles: 'src/styles/stylesheet.ts' } } } },
    },
    build: {
      // One stylesheet for the whole site: a single render-blocking request, cached across pages,
      // and few enough tags before <meta charset> to keep it in the first 1024 bytes. Vike warns
      // about this option because older Vite duplicated CSS with it (vikejs/vike#1993); with
      // Vite 8 (Rolldown) the built stylesheet holds each rule once (checked: one copy of each).
      cssCodeSplit: false,
      // Gzipping every chunk only to print its size is slow at thousands of posts;
      // `npm run bench:size` measures what pages actually load instead.
      reportCompressedSize: false,
      rolldownOptions: {
        // Rolldown reports plugins that take a large share of the build's time. Here they always
        // do (Vike's prerendering, React's transform), so the report only varies with how busy
        // the machine is; `npm run bench:build` measures build time instead.
        checks: { bundlerTimings: false },
      },
    },
    css: {
      modules: {
        localsConvention: 'camelCaseOnly',
        // `_title_1a2b3`: the name and a hash of the stylesheet's path, without Vite's `_<line>`
        // suffix, which every page's class maps carried (0.3 KB of each page's JavaScript,
        // docs/decisions.md).
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
            // Files share their workers' module cache: a fresh one per file took a quarter of the
            // step's time (97 s against 74 s). Sharing is safe because modules keep no state a
            // test could see (tests/unit/moduleState.test.ts), nothing is mocked, fake timers are
            // put back after each test that uses them, and spies are restored here.
            isolate: false,
            restoreMocks: true,
            // Not Vitest's 5 s: on a 2-core machine loaded by two build loops and a browser run,
            // the enquiry endpoint's flood (200 posts) and a social card's render took longer.
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
          // Tests that build a copy of the site: seconds per step, so each step has a timeout
          // sized for a loaded 2-core machine rather than Vitest's 5 s default.
          extends: true,
          test: {
            name: 'build',
            include: ['tests/build/**/*.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 300_000,
          },
        },
        {
          // Checks of the built site that need no browser: the HTML, feeds and files in
          // dist/client, read as a crawler or a host reads them. `npm run test:dist` (after a build).
          extends: true,
          test: {
            name: 'dist',
            include: ['tests/dist/**/*.test.ts'],
            testTimeout: 30_000,
          },
        },
      ],
    },
  }
})
