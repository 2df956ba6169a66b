// Full-page screenshots of the running site (npm start) at 1440 and 390 px, to look at pages as
// a visitor would: node scripts/screenshots.mjs /services /es/servicios ... (default: the
// not-found pages). Writes reports/screenshots/<path>-<width>.png (git-ignored).
import { mkdir } from 'node:fs/promises'

import { forEachSettledPage } from './lib/settledPages.mjs'

const named = process.argv.slice(2)
const outDir = 'reports/screenshots'
await mkdir(outDir, { recursive: true })
await forEachSettledPage(
  named.length ? named : ['/nowhere', '/es/nada', '/pt/nada'],
  [1440, 390],
  async (page, name) => {
    await page.screenshot({ path: `${outDir}/${name}.png`, fullPage: true })
    console.log(`${outDir}/${name}.png`)
  },
)
