// npm run bench:size — initial JavaScript and CSS of every built page in KB gzipped, with the
// JavaScript split per library. Builds with source maps first (SOURCEMAP=1), loads each page
// in Chromium to list the scripts it fetches, then attributes each file's bytes to the
// packages its source map names, scaled to the file's gzipped size.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { chromium } from '@playwright/test'
import { SourceMapConsumer } from 'source-map-js'

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

/** Which library a source file belongs to, by the package folder it sits in. */
const LIBRARIES = [
  ['react-dom', /node_modules\/(react-dom|scheduler)\//],
  ['react', /node_modules\/react\//],
  ['router', /node_modules\/(react-router|react-router-dom|cookie|set-cookie-parser)\//],
  ['i18next', /node_modules\/(i18next|react-i18next|html-parse-stringify|void-elements)\//],
  ['motion', /node_modules\/(framer-motion|motion-dom|motion-utils)\//],
  ['vike', /node_modules\/(vike|@brillout)\//],
  ['other', /node_modules\//],
  ['app', /./],
]
const libraryOf = (source) => LIBRARIES.find(([, pattern]) => pattern.test(source))[0]

const shareCache = new Map()
/** Each library's share of a chunk's generated code, from its source map. */
async function librarySharesOf(src) {
  if (shareCache.has(src)) return shareCache.get(src)
  const code = await readFile(join(CLIENT_DIR, src), 'utf8')
  let map
  try {
    map = JSON.parse(await readFile(join(CLIENT_DIR, `${src}.map`), 'utf8'))
  } catch {
    // The bundler's own runtime helpers come from no source file, so they get no map.
    shareCache.set(src, { other: 1 })
    return shareCache.get(src)
  }
  const lines = code.split('\n')
  const bytes = {}
  let previous = null
  new SourceMapConsumer(map).eachMapping((m) => {
    if (previous && previous.generatedLine === m.generatedLine) {
      const library = previous.source ? libraryOf(previous.source) : 'app'
      bytes[library] = (bytes[library] ?? 0) + (m.generatedColumn - previous.generatedColumn)
    }
    if (previous && previous.generatedLine !== m.generatedLine && previous.source) {
      const rest = lines[previous.generatedLine - 1].length - previous.generatedColumn
      bytes[libraryOf(previous.source)] = (bytes[libraryOf(previous.source)] ?? 0) + rest
    }
    previous = m
  })
  const total = Object.values(bytes).reduce((a, b) => a + b, 0) || 1
  const shares = Object.fromEntries(Object.entries(bytes).map(([lib, n]) => [lib, n / total]))
  shareCache.set(src, shares)
  return shares
}

if (!(await readdir(join(CLIENT_DIR, 'assets/chunks'))).some((f) => f.endsWith('.map'))) {
  throw new Error(
    'No source maps in dist/client: run "npm run bench:size", which builds with SOURCEMAP=1',
  )
}

const files = await htmlFiles()
const server = await serveStatic(CLIENT_DIR, 4182)
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
const scriptsByPage = await loadedScripts(
  browser,
  server.origin,
  files.map((f) => pagePath(f)),
)
await browser.close()
await server.close()

const columns = LIBRARIES.map(([name]) => name)
const rows = []
for (const file of files) {
  const scripts = scriptsByPage.get(pagePath(file))
  const styles = await pageStyles(file)
  const perLibrary = Object.fromEntries(columns.map((c) => [c, 0]))
  let js = 0
  for (const src of scripts) {
    const size = await gzipSize(src)
    js += size
    for (const [library, share] of Object.entries(await librarySharesOf(src)))
      perLibrary[library] += size * share
  }
  let css = 0
  for (const href of styles) css += await gzipSize(href)
  rows.push({
    page: pagePath(file),
    'JS KB gz': kb(js),
    'CSS KB gz': kb(css),
    ...Object.fromEntries(columns.map((c) => [c, kb(perLibrary[c])])),
  })
}
console.log(
  'Initial JavaScript and CSS per page, KB gzipped (level 9); library columns split the JS.',
)
console.table(rows)
