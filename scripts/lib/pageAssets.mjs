// What a built page's first load downloads, for the size and Lighthouse benchmarks: scripts from a real load, as the entry imports its modules.
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

/** `dist/client/es/servicios.html` -> `/es/servicios`: canonicalPaths.ts's layout read backwards. */
export function pagePath(file, dir = CLIENT_DIR) {
  const path = `/${relative(dir, file)}`
  return path === '/index.html' ? '/' : path.replace(/\.html$/, '')
}

export const pageSlug = (path) => path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'

export async function pageStyles(file) {
  const html = await readFile(file, 'utf8')
  return [
    ...new Set(
      [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]),
    ),
  ]
}

/** `atLoad`: scripts loaded until idle after load; `all`: after scrolling to the end, once every island has hydrated. */
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

/** A screen at a time, so each island comes near the screen and hydrates. */
export async function scrollThrough(tab) {
  await tab.evaluate(async () => {
    for (let top = 0; top < document.body.scrollHeight; top += innerHeight) {
      scrollTo(0, top)
      // Bounded: headless Chromium sometimes stops giving frames, and a wait for one hung the audit.
      await new Promise((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 50))
        setTimeout(resolve, 500)
      })
    }
  })
  await tab.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-island]')].every((island) => island.dataset.hydrated),
    null,
    { timeout: 30_000, polling: 100 },
  )
}

const gzipCache = new Map()
/** Level 9, as shipped: a source-mapped build's `sourceMappingURL` comment is left out. */
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
