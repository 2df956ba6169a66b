// Full-page screenshots of the built site at desktop (1440 px) and phone (390 px) width, for
// looking at pages as a visitor would. Needs the site served (npm start) first.
//   node scripts/screenshots.mjs /services /es/servicios ...   (default: the not-found pages)
// Writes reports/screenshots/<path>-<width>.png (git-ignored).
import { mkdir } from 'node:fs/promises'

import { chromium } from '@playwright/test'

import { chromiumArgs, chromiumExecutable } from './chromium.mjs'

const base = process.env.BASE_URL || 'http://localhost:4173'
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/nowhere', '/es/nada', '/pt/nada']
const widths = [1440, 390]
const outDir = 'reports/screenshots'

await mkdir(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
try {
  for (const path of paths) {
    for (const width of widths) {
      // Reveals follow the scroll position (CSS scroll-driven), so a full-page shot taken from the
      // top would show below-the-fold sections mid-reveal; reduced motion shows them as they settle.
      const page = await browser.newPage({
        viewport: { width, height: 900 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      })
      await page.goto(base + path, { waitUntil: 'networkidle' })
      await page.waitForSelector('html[data-ready]')
      // Scroll through at a reading pace so islands hydrate as they come near, then back up.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 300) {
          window.scrollTo({ top: y, behavior: 'instant' })
          await new Promise((resolve) => setTimeout(resolve, 150))
        }
        window.scrollTo({ top: 0, behavior: 'instant' })
        await new Promise((resolve) => setTimeout(resolve, 700))
      })
      const file = `${outDir}/${path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`
      await page.screenshot({ path: file, fullPage: true })
      console.log(file)
      await page.close()
    }
  }
} finally {
  await browser.close()
}
