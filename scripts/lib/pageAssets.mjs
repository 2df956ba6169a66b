// What a visitor's first load of each built page downloads, measured from the build output:
// its stylesheets from the HTML and, since the entry script imports its modules itself, its
// scripts from a real load of the page. Shared by the size and Lighthouse benchmarks.
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

export const CLIENT_DIR = 'dist/client'

export async function htmlFiles(dir = CLIENT_DIR) {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((e) => {
      const path = join(dir, e.name)
      if (e.isDirectory()) return htmlFiles(path)
      return e.name.endsWith('.html') ? [path] : []
    }),
  )
  return nested.flat().sort()
}

/** `dist/client/es/servicios.html` -> `/es/servicios`, `dist/client/index.html` -> `/`: the
 * layout of src/features/hosting/canonicalPaths.ts, read backwards. */
export function pagePath(file, dir = CLIENT_DIR) {
  const path = `/${relative(dir, file)}`
  return path === '/index.html' ? '/' : path.replace(/\.html$/, '')
}

/** `/es/servicios` -> `es_servicios`, `/` -> `home`: a page's part of a file name. */
export const pageSlug = (path) => path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'

export async function pageStyles(file) {
  const html = await readFile(file, 'utf8')
  return [
    ...new Set(
      [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]),
    ),
  ]
}

/**
 * The site's own scripts a page loads, by URL path, in load order: `atLoad`, until the network is
 * idle after the page has loaded; `all`, once the page has also been scrolled through to its end
 * and is idle again, by when every island on it has come near the screen and hydrated.
 * `pages` are paths served at `origin`; `browser` is a Playwright browser.
 */
export async function loadedScripts(browser, origin, pages) {
  const result = new Map()
  for (const path of pages) {
    const tab = await browser.newPage()
    const scripts = new Set()
    tab.on('response', (response) => {
      const url = new URL(response.url())
      if (url.origin === origin && response.request().resourceType() === 'script')
        scripts.add(url.pathname)
    })
    await tab.goto(origin + path, { waitUntil: 'networkidle' })
    const atLoad = [...scripts]
    await scrollThrough(tab)
    result.set(path, { atLoad, all: [...scripts] })
    await tab.close()
  }
  return result
}

/**
 * Scrolls a page to its end a screen at a time, then waits until every island on it has
 * hydrated (each comes near the screen on the way).
 */
export async function scrollThrough(tab) {
  await tab.evaluate(async () => {
    for (let top = 0; top < document.body.scrollHeight; top += innerHeight) {
      scrollTo(0, top)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))
    }
  })
  await tab.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-island]')].every((island) => island.dataset.hydrated),
    null,
    { timeout: 30_000 },
  )
}

const gzipCache = new Map()
/**
 * Gzipped size (level 9) of a built asset, by its URL path, as shipped: a source-mapped
 * build's `sourceMappingURL` comment is left out.
 */
export async function gzipSize(src, dir = CLIENT_DIR) {
  if (!gzipCache.has(src)) {
    const content = (await readFile(join(dir, src), 'utf8')).replace(
      /\n?\/[/*]# sourceMappingURL=\S+(\s*\*\/)?\s*$/,
      '',
    )
    gzipCache.set(src, gzipSync(content, { level: 9 }).length)
  }
  return gzipCache.get(src)
}

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10
