/// <reference types="vitest/config" />
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, loadEnv } from 'vite'

// Explicit extensions in the config's own imports: Vite's coming native config loader needs them.
import { CLIENT_ENTRY } from './src/build/appScripts.ts'
import { analyticsFrom, START_MODE } from './src/config/analyticsSetup.ts'
import { defaultLocale, localeCodes } from './src/config/locales.ts'
import { blogMarkdown } from './tooling/blogMarkdown.ts'
import { canonicalRedirects } from './tooling/canonicalRedirects.ts'
import { keepCssModulesWithTheirComponents } from './tooling/cssModulesWithComponents.ts'
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

/**
 * React Router points every bundler at its development build (remix-run/react-router#12437,
 * #14753), whose warnings and checks the browser would download. Built pages get the production
 * build, which the package ships beside it; both entry points, so that they share one router
 * context.
 */
const reactRouterBuild = (file: string) =>
  join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
    file,
  )
const reactRouterProduction = [
  { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
]

/**
 * What a module is for, by the folder it lives in, for the chunk groups below: a file renamed in
 * its folder keeps its role, and a new folder chooses one here.
 * - `clientEntry`: the client entry with its `nextTask`, and the helper Vite wraps every dynamic
 *   import in;
 * - `react`: React and its DOM renderer, which the entry evaluates first, in tasks of their own
 *   (renderer/client.ts);
 * - `framework`: every other library a page needs to start (the router, i18next). Left out:
 *   motion, loaded at the first page change (src/app/pageChange.ts); Vike's client runtime, which
 *   pages do not load (renderer/client.ts); the Web Vitals library, loaded by the tracker;
 * - `headOnly`: a page's head and structured data, built by the prerender and at a page change,
 *   never part of a page's first load;
 * - `blogPages`: what only the blog's list and post pages use (cards, author, feed link);
 * - `pageChange`: the page change, which brings motion with it: never part of a page's first load;
 * - `siteCode`: the app's shell (App, Layout), components, features and paths, and what views
 *   share (`src/views/shared`). The shell has no file of its own: as one, it was one more request,
 *   and one more module to handle, on every page's start (docs/decisions.md). Content modules
 *   (`src/content`) the shell does not import go with the views that show them: in `shared`,
 *   every page loaded the clients, the prices and the blueprint's stack (0.9-2.4 KB a page).
 */
const moduleRoles = {
  clientEntry: /vite[\\/]preload-helper|[\\/]renderer[\\/](client|nextTask)\.ts$/,
  react: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  framework:
    /node_modules[\\/](?!(vike|@brillout|framer-motion|motion-dom|motion-utils|web-vitals)[\\/])/,
  headOnly: /[\\/]src[\\/]features[\\/]seo[\\/]/,
  blogPages: /[\\/]src[\\/](features[\\/]blog|content[\\/]blog[\\/]authors)[\\/.]/,
  siteCode: /[\\/]src[\\/](app|components|routing|features|views[\\/]shared)[\\/]/,
  pageChange: /[\\/]src[\\/]app[\\/]pageChange\.ts$/,
  libraryEntry: /[\\/]renderer[\\/]libraries\.ts$/,
}
const hasRole =
  (role: RegExp, ...excluded: RegExp[]) =>
  (id: string) =>
    role.test(id) && !excluded.some((other) => other.test(id))

/** Where `npm run dev` and `npm start` listen. */
const localHost = process.env.HOST || '127.0.0.1'

export default defineConfig(({ command, mode }) => {
  // Where analytics go: the provider the environment names; with none, the local collector under
  // `npm run dev` and `npm start` (mode `start`), and nothing at all in a plain `npm run build`.
  const analytics = analyticsFrom(loadEnv(mode, projectRoot, 'VITE_'), {
    localByDefault: command === 'serve' || mode === START_MODE,
  })
  return {
    resolve: { alias: command === 'build' ? reactRouterProduction : [] },
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
      localAnalytics(projectRoot),
      localEnquiries(projectRoot),
      staticMethods(),
      localeNotFoundPages(clientOutDir),
      react(),
      vike(),
      keepCssModulesWithTheirComponents(),
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
    preview: { host: localHost, port: 4173, strictPort: true },
    // The app's entry, which Vike does not know of: pages are HTML-only to it, and each page's
    // app loader requests the entry's built file by its manifest entry (src/build/appScripts.ts).
    // Named as Vike named its own entry, so the file keeps its address (assets/entries/…).
    environments: {
      client: {
        build: { rolldownOptions: { input: { 'entries/renderer_client': CLIENT_ENTRY } } },
      },
    },
    build: {
      // One stylesheet for the whole site: a single render-blocking request, cached across pages,
      // and few enough tags before <meta charset> to keep it in the first 1024 bytes. Vike warns
      // about this option because older Vite duplicated CSS with it (vikejs/vike#1993); with
      // Vite 8 (Rolldown) the built stylesheet holds each rule once (checked: one copy of each).
      cssCodeSplit: false,
      sourcemap: process.env.SOURCEMAP === '1',
      // Gzipping every chunk only to print its size is slow at thousands of posts;
      // `npm run bench:size` measures what pages actually load instead.
      reportCompressedSize: false,
      // No preload helper: it would fetch a view's imports beside it, and those imports are the
      // framework and shared chunks, which every page has already loaded.
      modulePreload: false,
      rolldownOptions: {
        // Rolldown reports plugins that take a large share of the build's time. Here they always
        // do (Vike's prerendering, React's transform), so the report only varies with how busy
        // the machine is; `npm run bench:build` measures build time instead.
        checks: { bundlerTimings: false },
        output: {
          // Every page needs the same libraries, so they ship as two files, React's and the
          // rest, evaluated one after the other (renderer/client.ts): left to itself Rolldown
          // splits them by which views share what, and the extra files compress worse.
          // App code that three or more views share goes in one `shared` file instead of a dozen
          // tiny ones, which compress badly; what only two views share stays with them
          // (docs/decisions.md has the measurements behind both).
          codeSplitting: {
            groups: [
              // In the entry's own file: as a file of its own the helper was one more request
              // chained behind the entry; in `shared` it would bring the framework with it.
              { name: 'client-entry', test: moduleRoles.clientEntry, priority: 40 },
              { name: 'react', test: moduleRoles.react, priority: 31 },
              {
                name: 'framework',
                test: (id: string) =>
                  moduleRoles.framework.test(id) || moduleRoles.libraryEntry.test(id),
                priority: 30,
              },
              {
                name: 'shared',
                test: hasRole(
                  moduleRoles.siteCode,
                  moduleRoles.headOnly,
                  moduleRoles.blogPages,
                  moduleRoles.pageChange,
                ),
                minShareCount: 3,
                priority: 20,
              },
              // In `shared`, the blog's own code would be loaded by every page of the site. It
              // comes after `shared`, because a group also takes in whatever its modules import,
              // and the shell's own modules (locales, site) must stay where the shell is.
              { name: 'blog', test: moduleRoles.blogPages, minShareCount: 2, priority: 10 },
            ],
          },
        },
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
