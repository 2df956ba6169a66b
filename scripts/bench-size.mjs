// npm run bench:size — the JavaScript and CSS each built page loads, in KB gzipped (level 9):
// its scripts until the network is idle after load, then once the page has been scrolled through
// and every island on it has hydrated (the budgets: tests/e2e/audit.spec.ts). Needs a build.
import { readFile } from 'node:fs/promises'

import { chromium } from '@playwright/test'

import { chromiumArgs, chromiumExecutable } from './chromium.mjs'
import {
  CLIENT_DIR,
  gzipSize,
  htmlFiles,
  kb,
  loadedScripts,
  pagePath,
  pageStyles,
} from './lib/pageAssets.mjs'
import { serveStatic } from './lib/staticServer.mjs'

const files = await htmlFiles()
const server = await serveStatic(CLIENT_DIR, 4182)
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
const scriptsByPage = await loadedScripts(
  browser,
  server.origin,
  files.map((file) => pagePath(file)),
)
await browser.close()
await server.close()

const total = async (assets) =>
  (await Promise.all(assets.map((src) => gzipSize(src)))).reduce((a, b) => a + b, 0)
const rows = []
for (const file of files) {
  const { atLoad, all } = scriptsByPage.get(pagePath(file))
  const html = await readFile(file, 'utf8')
  const islands = [...new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]))]
  rows.push({
    page: pagePath(file),
    islands: islands.join(' ') || '-',
    'JS at load': kb(await total(atLoad)),
    'JS, islands hydrated': kb(await total(all)),
    scripts: all.length,
    CSS: kb(await total(await pageStyles(file))),
  })
}
console.log('JavaScript and CSS per page, KB gzipped (level 9).')
console.table(rows)
