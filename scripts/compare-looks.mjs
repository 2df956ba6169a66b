/**
 * Compares how two builds of the site look, page by page: a change to the stylesheets that should
 * change nothing a visitor sees proves it here, where compare-builds.mjs cannot (a stylesheet's
 * class names carry a hash of its text, so the HTML changes with any edit to it).
 *
 *   node scripts/compare-looks.mjs <before>/client <after>/client [/page ...]
 *
 * Every page of the before build (or the pages named) is photographed whole in both builds, at
 * desktop (1440 px) and phone (390 px) width, without JavaScript and with reduced motion, so
 * nothing moves between the two shots. Pixels are compared with pixelmatch, which passes over
 * anti-aliased edges, where Chromium may smooth an icon a little differently from one load to the
 * next. Prints the pages that differ (their two pictures
 * land in reports/looks/), those that only looked the same on another load, and a summary; exits
 * 1 when any page differs.
 */
import { mkdir, writeFile } from 'node:fs/promises'

import { chromium } from '@playwright/test'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

import { chromiumArgs, chromiumExecutable } from './chromium.mjs'
import { htmlFiles, pagePath } from './lib/pageAssets.mjs'
import { serveStatic } from './lib/staticServer.mjs'

const [before, after, ...named] = process.argv.slice(2)
if (!before || !after) {
  console.error('usage: node scripts/compare-looks.mjs <before-dir> <after-dir> [/page ...]')
  process.exit(2)
}

const WIDTHS = [1440, 390]

/** Whether two screenshots show the same thing: same size, no pixel apart but anti-aliasing. */
function sameLook(a, b) {
  const [left, right] = [a, b].map((buffer) => PNG.sync.read(buffer))
  if (left.width !== right.width || left.height !== right.height) return false
  const { width, height } = left
  return pixelmatch(left.data, right.data, null, width, height) === 0
}

const OUT = 'reports/looks'
const paths = named.length
  ? named
  : (await htmlFiles(before)).map((file) => pagePath(file, before)).sort()

/**
 * A whole-page screenshot taken until two in a row agree, as Playwright's own screenshot assertion
 * does: the first shot of a tall page sometimes catches a layer half drawn.
 */
async function steadyScreenshot(page) {
  // The window made as tall as the page, rather than Playwright's full-page capture, which
  // resizes the window while it draws and so lays a page out twice.
  const { width } = page.viewportSize()
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  await page.setViewportSize({ width, height })
  let last = await page.screenshot()
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const next = await page.screenshot()
    if (sameLook(last, next)) {
      await page.setViewportSize({ width, height: 900 })
      return next
    }
    last = next
  }
  throw new Error(`${page.url()} never looks the same twice in a row`)
}

const servers = await Promise.all([serveStatic(before, 4181), serveStatic(after, 4182)])
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
const differences = []
const unsteady = []
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      deviceScaleFactor: 1,
      javaScriptEnabled: false,
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    for (const path of paths) {
      const shoot = async ({ origin }) => {
        await page.goto(origin + path, { waitUntil: 'load' })
        await page.evaluate(() => document.fonts.ready)
        return steadyScreenshot(page)
      }
      const shots = [await shoot(servers[0]), await shoot(servers[1])]
      if (sameLook(shots[0], shots[1])) continue
      // Some pages do not look the same on every load (the contact form's native selects place
      // their text a pixel apart from one load to the next): two more loads of each build, and
      // the page is the same if any of its looks before is one of its looks after.
      const before = [shots[0], await shoot(servers[0]), await shoot(servers[0])]
      const after = [shots[1], await shoot(servers[1]), await shoot(servers[1])]
      if (before.some((a) => after.some((b) => sameLook(a, b)))) {
        unsteady.push(`unsteady, the same on another load: ${path} at ${width} px`)
        continue
      }
      const name = `${path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${width}`
      await mkdir(OUT, { recursive: true })
      await writeFile(`${OUT}/${name}-before.png`, shots[0])
      await writeFile(`${OUT}/${name}-after.png`, shots[1])
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
