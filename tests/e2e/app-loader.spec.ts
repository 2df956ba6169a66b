import { expect, test } from '@playwright/test'

import { CLIENT_DIR } from '../../scripts/lib/pageAssets.mjs'
import { builtFileOf, readClientManifest } from '../../src/build/appStartChunks'
import { gotoHydrated } from './helpers'

const manifest = readClientManifest(CLIENT_DIR)

/** The pages below, each with the view it shows. */
const viewOf: Record<string, string> = {
  '/': 'src/views/home/HomeView.tsx',
  '/es/servicios/seo': 'src/views/seo/SeoView.tsx',
  '/pt/contato': 'src/views/contact/ContactView.tsx',
  // Not-found pages, at addresses they answer (their own is `/404`, `/blog/404`).
  '/es/no/such/page': 'src/views/not-found/NotFoundView.tsx',
  '/pt/blog/no-such-post': 'src/views/blog/PostNotFoundView.tsx',
}

// The app's entry must not compete with the stylesheet and the font for the first paint: the
// page asks for it only once it has loaded and painted (src/features/app-loader/appLoader.ts).
for (const [path, view] of Object.entries(viewOf)) {
  test(`${path} requests the app and the scripts it starts with only after its load event and first paint, then hydrates`, async ({
    page,
  }) => {
    await gotoHydrated(page, path)
    const timing = await page.evaluate(() => {
      const loader = document.querySelector<HTMLScriptElement>('script[data-entry]')
      const entry = loader?.dataset.entry
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const request = resources.find(
        (resource) => entry !== undefined && resource.name.endsWith(entry),
      )
      const startScripts = (loader?.dataset.preload ?? '').split(' ').filter(Boolean)
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      return {
        requested: request?.startTime,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        loaded: navigation?.loadEventStart,
        moduleTags: document.querySelectorAll('script[type="module"][src]').length,
        startScripts: startScripts.map((src) => ({
          src,
          requested: resources.find((resource) => resource.name.endsWith(src))?.startTime,
          preloaded:
            document.querySelector(`link[rel="modulepreload"][href="${CSS.escape(src)}"]`) !== null,
        })),
      }
    })
    expect(timing.requested, 'the entry was requested').toBeDefined()
    expect(timing.firstPaint, 'the page painted').toBeDefined()
    expect(timing.requested).toBeGreaterThanOrEqual(timing.firstPaint ?? Infinity)
    expect(timing.requested).toBeGreaterThanOrEqual(timing.loaded ?? Infinity)
    // The only module tag is the one the loader added.
    expect(timing.moduleTags).toBe(1)
    // The scripts the app starts with were preloaded by the loader, not found one import after
    // another; none before the load event. The prerendered page preloads nothing itself.
    expect(timing.startScripts.length).toBeGreaterThanOrEqual(3)
    // The page's view among them: fetched beside the app, not once the app has started.
    expect(timing.startScripts.map(({ src }) => src)).toContain(`/${builtFileOf(manifest, view)}`)
    for (const { src, requested, preloaded } of timing.startScripts) {
      expect(preloaded, `${src} was preloaded`).toBe(true)
      expect(requested, `${src} was requested`).toBeDefined()
      expect(requested, src).toBeGreaterThanOrEqual(timing.loaded ?? Infinity)
    }
    const prerendered = await (await page.request.get(path)).text()
    expect(prerendered).not.toMatch(/<link[^>]+modulepreload/)
  })
}
