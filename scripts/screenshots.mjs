// `node scripts/screenshots.mjs /services ...` against `npm start` (default: the not-found pages): whole pages at 1440 and 390 px, in reports/screenshots/.
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
