// Initial JavaScript of each prerendered page: the entry script plus every module it preloads,
// gzipped (level 9), as a visitor's first load downloads it. Run after `npm run build`:
//   node scripts/initial-js.mjs
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

const root = 'dist/client'

async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory()
        ? htmlFiles(join(dir, e.name))
        : e.name.endsWith('.html')
          ? [join(dir, e.name)]
          : [],
    ),
  )
  return nested.flat()
}

const gzipped = new Map()
async function gzipSize(src) {
  if (!gzipped.has(src))
    gzipped.set(src, gzipSync(await readFile(join(root, src)), { level: 9 }).length)
  return gzipped.get(src)
}

const rows = []
for (const file of (await htmlFiles(root)).sort()) {
  const html = await readFile(file, 'utf8')
  const scripts = new Set(
    [
      ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
    ].map((m) => m[1]),
  )
  const bytes = (await Promise.all([...scripts].map(gzipSize))).reduce((a, b) => a + b, 0)
  rows.push({
    page: '/' + relative(root, file),
    files: scripts.size,
    'KB gzip': +(bytes / 1024).toFixed(1),
  })
}
console.table(rows)
