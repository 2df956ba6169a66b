// Pages as a visitor sees them settled: reduced motion ends each scroll-driven reveal, a scroll through hydrates every island.
import { chromium } from '@playwright/test'

import { chromiumArgs, chromiumExecutable } from '../chromium.mjs'
import { pageSlug, scrollThrough } from './pageAssets.mjs'

const base = process.env.BASE_URL || 'http://localhost:4173'

/** Calls `visit(page, '<slug>-<width>')` on each path at each width, settled and back at the top. */
export async function forEachSettledPage(paths, widths, visit) {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
  try {
    for (const path of paths) {
      for (const width of widths) {
        const page = await browser.newPage({
          viewport: { width, height: 900 },
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
        })
        await page.goto(base + path, { waitUntil: 'networkidle' })
        await page.waitForSelector('html[data-ready]')
        await scrollThrough(page)
        await page.evaluate(() => scrollTo(0, 0))
        // The sticky header comes back on the way up.
        await page.waitForTimeout(700)
        await visit(page, `${pageSlug(path)}-${width}`)
        await page.close()
      }
    }
  } finally {
    await browser.close()
  }
}
