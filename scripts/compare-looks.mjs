// `node scripts/compare-looks.mjs <before>/client <after>/client [/page ...]`: where a stylesheet edit renames CSS-module classes, compares pages' pictures at 1440 and 390 px; exits 1 on a difference.
import { mkdir, writeFile } from 'node:fs/promises'

import { chromium } from '@playwright/test'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

import { chromiumArgs, chromiumExecutable } from './chromium.mjs'
import { htmlFiles, pagePath, pageSlug } from './lib/pageAssets.mjs'
import { serveStatic } from './lib/staticServer.mjs'

const [before, after, ...named] = process.argv.slice(2)
if (!before || !after) {
  console.error('usage: node scripts/compare-looks.mjs <before-dir> <after-dir> [/page ...]')
  process.exit(2)
}
const WIDTHS = [1440, 390]
const OUT = 'reports/looks'
const paths = named.length
  ? named
  : (await htmlFiles(before)).map((file) => pagePath(file, before)).sort()

function sameLook(a, b) {
  const [left, right] = [a, b].map((buffer) => PNG.sync.read(buffer))
  if (left.width !== right.width || left.height !== right.height) return false
  return pixelmatch(left.data, right.data, null, left.width, left.height) === 0
}

/** Until two shots agree, as toHaveScreenshot does: a tall page's first shot sometimes catches a layer half drawn. */
async function steadyScreenshot(page) {
  // The window as tall as the page: Playwright's full-page capture resizes it and lays out twice.
  const { width } = page.viewportSize()
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  await page.setViewportSize({ width, height })
  let last = await page.screenshot()
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const next = await page.screenshot()
    if (sameLook(last, next)) return page.setViewportSize({ width, height: 900 }).then(() => next)
    last = next
  }
  throw new Error(`${page.url()} never looks the same twice in a row`)
}

const servers = await Promise.all([serveStatic(before, 0), serveStatic(after, 0)])
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
const [differences, unsteady] = [[], []]
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      deviceScaleFactor: 1,
      javaScriptEnabled: false,
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    const shoot = async ({ origin }, path) => {
      await page.goto(origin + path, { waitUntil: 'load' })
      await page.evaluate(() => document.fonts.ready)
      return steadyScreenshot(page)
    }
    for (const path of paths) {
      const shots = [await shoot(servers[0], path), await shoot(servers[1], path)]
      if (sameLook(...shots)) continue
      // Some pages differ from load to load (native selects move a pixel): any of three loads before may match any of three after.
      const looks = async (server, first) => [
        first,
        await shoot(server, path),
        await shoot(server, path),
      ]
      const [was, is] = [await looks(servers[0], shots[0]), await looks(servers[1], shots[1])]
      if (was.some((a) => is.some((b) => sameLook(a, b)))) {
        unsteady.push(`unsteady, the same on another load: ${path} at ${width} px`)
        continue
      }
      await mkdir(OUT, { recursive: true })
      await writeFile(`${OUT}/${pageSlug(path)}-${width}-before.png`, shots[0])
      await writeFile(`${OUT}/${pageSlug(path)}-${width}-after.png`, shots[1])
      differences.push(`looks different: ${path} at ${width} px`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  await Promise.all(servers.map((server) => server.close()))
}

for (const line of [...unsteady, ...differences]) console.log(line)
console.log(
  `${paths.length} pages at ${WIDTHS.length} widths compared, ${differences.length} differences, ${unsteady.length} unsteady`,
)
process.exit(differences.length === 0 ? 0 : 1)
