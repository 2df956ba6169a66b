// `npm run bench:size`: each built page's JavaScript and CSS in KB gzipped (level 9), at load and after a scroll through; budgets in tests/e2e/audit.spec.ts.
import { readFile } from 'node:fs/promises'

import { chromium } from '@playwright/test'

import { chromiumArgs, chromiumExecutable } from './chromium.mjs'
import * as assets from './lib/pageAssets.mjs'
import { serveStatic } from './lib/staticServer.mjs'

const files = await assets.htmlFiles()
const server = await serveStatic(assets.CLIENT_DIR, 0)
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
const paths = files.map((file) => assets.pagePath(file))
const scriptsByPage = await assets.loadedScripts(browser, server.origin, paths)
await browser.close()
await server.close()

const kbOf = async (srcs) =>
  assets.kb((await Promise.all(srcs.map((src) => assets.gzipSize(src)))).reduce((a, b) => a + b, 0))
const rows = []
for (const [i, file] of files.entries()) {
  const { atLoad, all } = scriptsByPage.get(paths[i])
  const html = await readFile(file, 'utf8')
  const islands = new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]))
  rows.push({
    page: paths[i],
    islands: [...islands].join(' ') || '-',
    'JS at load': await kbOf(atLoad),
    'JS, islands hydrated': await kbOf(all),
    scripts: all.length,
    CSS: await kbOf(await assets.pageStyles(file)),
  })
}
console.log('JavaScript and CSS per page, KB gzipped (level 9).')
console.table(rows)
