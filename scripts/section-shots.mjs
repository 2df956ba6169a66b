// `node scripts/section-shots.mjs [--width=390] /about ...` against `npm start`: one shot per section, named by its pattern (docs/section-patterns.md), in reports/sections/.
import { mkdir } from 'node:fs/promises'

import { forEachSettledPage } from './lib/settledPages.mjs'

const args = process.argv.slice(2)
const width = Number(args.find((arg) => arg.startsWith('--width='))?.slice(8) ?? 1440)
const outDir = 'reports/sections'
await mkdir(outDir, { recursive: true })
await forEachSettledPage(
  args.filter((arg) => !arg.startsWith('--')),
  [width],
  async (page, name) => {
    // The page's own sections, as tests/dist/sectionPatterns.test.ts counts them, hero first.
    const sections = page.locator(
      'main :is(section, article):not(:is(section, article) :is(section, article))',
    )
    for (const [index, section] of (await sections.all()).entries()) {
      const file = `${outDir}/${name}-${index}-${(await section.getAttribute('data-pattern')) ?? 'hero'}.png`
      // Clipped from the whole page: an element's own screenshot scrolls it under the sticky header.
      const clip = await section.evaluate((element) => {
        const { x, y, width, height } = element.getBoundingClientRect()
        return { x: x + scrollX, y: y + scrollY, width, height }
      })
      await page.screenshot({ path: file, fullPage: true, clip })
      console.log(file)
    }
  },
)
