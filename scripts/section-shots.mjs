// Screenshots of a page's sections, one file each, named by the pattern it carries
// (docs/section-patterns.md): for looking at a page's rhythm, and for the docs' pictures.
// Needs the site served (npm start) first.
//   node scripts/section-shots.mjs [--width=390] /about /es/nosotros ...
// Writes reports/sections/<path>-<width>-<n>-<pattern>.png (git-ignored).
import { mkdir } from 'node:fs/promises'

import { chromium } from '@playwright/test'

import { chromiumArgs, chromiumExecutable } from './chromium.mjs'

const base = process.env.BASE_URL || 'http://localhost:4173'
const args = process.argv.slice(2)
const width = Number(args.find((arg) => arg.startsWith('--width='))?.slice(8) ?? 1440)
const paths = args.filter((arg) => !arg.startsWith('--'))
const outDir = 'reports/sections'

await mkdir(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
try {
  for (const path of paths) {
    // Reduced motion shows every section as it settles, without waiting for its reveal.
    const page = await browser.newPage({
      viewport: { width, height: 900 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    })
    await page.goto(base + path, { waitUntil: 'networkidle' })
    await page.waitForSelector('html[data-ready]')
    // Scroll through first, so islands hydrate and the page settles at its final height.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 300) {
        window.scrollTo({ top: y, behavior: 'instant' })
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    })
    // The page's own sections, as tests/dist/sectionPatterns.test.ts counts them, hero first.
    const sections = page.locator(
      'main :is(section, article):not(:is(section, article) :is(section, article))',
    )
    const name = path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'
    for (const [index, section] of (await sections.all()).entries()) {
      const pattern = (await section.getAttribute('data-pattern')) ?? 'hero'
      const file = `${outDir}/${name}-${width}-${index}-${pattern}.png`
      // Clipped from the whole page: an element's own screenshot scrolls it under the sticky
      // header and loses its last rows.
      const clip = await section.evaluate((element) => {
        const { x, y, width, height } = element.getBoundingClientRect()
        return { x: x + scrollX, y: y + scrollY, width, height }
      })
      await page.screenshot({ path: file, fullPage: true, clip })
      console.log(file)
    }
    await page.close()
  }
} finally {
  await browser.close()
}
