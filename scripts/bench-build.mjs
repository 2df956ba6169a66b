// `npm run bench:build [-- 0 100 1000]`: builds a temporary copy with N generated posts per locale from an empty card cache, as on a fresh clone: the cost of growth.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

import { htmlFiles } from './lib/pageAssets.mjs'

const run = promisify(execFile)
const counts = process.argv.slice(2).map(Number)
const POST_COUNTS = counts.length ? counts : [0, 100, 1000]
// Not copied: outputs, history, and the hosts' runtimes (1.1 GB), which play no part in a build.
const SKIP =
  /^(node_modules|dist|reports|test-results|playwright-report|\.git|hosts|\.netlify|\.wrangler)$/

async function copyProject() {
  const dir = await mkdtemp(join(tmpdir(), 'site-bench-'))
  for (const entry of await readdir('.')) {
    if (!SKIP.test(entry)) await cp(entry, join(dir, entry), { recursive: true })
  }
  await symlink(join(process.cwd(), 'node_modules'), join(dir, 'node_modules'), 'dir')
  return dir
}

const PARAGRAPHS = [
  'Search visibility compounds when technical health, content and authority grow together.',
  'Every experiment starts from a measured baseline and ends with a decision.',
  'Answer engines quote pages that state facts plainly and keep them current.',
  'Fast pages convert better on the phones most visitors carry.',
]

/** A generated post's Markdown; the default language's file holds its facts, as a real one's. */
function postMarkdown(n, withFacts) {
  const body = Array.from({ length: 6 }, (_, i) => {
    const text = PARAGRAPHS[(n + i) % PARAGRAPHS.length]
    return i % 2 === 0
      ? `## Section ${i + 1}\n\n${text}`
      : `${text} **${n}** - [source](https://example.com/${n})`
  })
  const facts = withFacts
    ? `publishedAt: 2024-12-01
category: ${CATEGORIES[n % CATEGORIES.length]}
author: team
featuredImage: /images/blog/cro-for-saas.svg
`
    : ''
  return `---
slug: bench-post-${n}
${facts}title: 'Generated post ${n}'
excerpt: 'A generated post for the build benchmark, number ${n}.'
tags: [Benchmark, Post ${n % 10}]
---

${body.join('\n\n')}
`
}

const CATEGORIES = ['SEO', 'CRO', 'UX', 'SaaS']

async function generatePosts(dir, count) {
  if (count === 0) return
  for (const locale of await readdir(join(dir, 'locales'), { withFileTypes: true })) {
    const folder = join(dir, 'locales', locale.name, 'blog')
    if (!locale.isDirectory() || !existsSync(folder)) continue
    for (let n = 1; n <= count; n += 1) {
      await writeFile(join(folder, `bench-post-${n}.md`), postMarkdown(n, locale.name === 'en'))
    }
  }
}

/** The prerender's card cache (src/build/writeSocialCard.ts), shared through the symlink. */
const CARD_CACHE = 'node_modules/.cache/social-cards'

const rows = []
for (const count of POST_COUNTS) {
  const dir = await copyProject()
  try {
    await generatePosts(dir, count)
    await rm(CARD_CACHE, { recursive: true, force: true })
    const started = process.hrtime.bigint()
    // GNU time's peak is the largest process's: the build's Node process or Pagefind's indexer.
    const { stderr } = await run('/usr/bin/time', ['-f', 'peak-kb %M', 'npx', 'vike', 'build'], {
      cwd: dir,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NODE_ENV: 'production' },
    })
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    const peakKb = Number(/peak-kb (\d+)/.exec(stderr)?.[1] ?? NaN)
    const pages = (await htmlFiles(join(dir, 'dist/client'))).length
    const cards = (
      await readdir(join(dir, 'dist/client/images/cards'), { recursive: true })
    ).filter((name) => name.endsWith('.png')).length
    rows.push({
      'posts per locale': count,
      pages,
      cards,
      'wall s': Number(seconds.toFixed(1)),
      'pages/s': Number((pages / seconds).toFixed(1)),
      // Read down the column: a build that grows no faster than its page count keeps it flat.
      'ms/page': Number(((seconds * 1000) / pages).toFixed(1)),
      'peak MB': Math.round(peakKb / 1024),
    })
    console.error(`built with ${count} posts per locale: ${pages} pages in ${seconds.toFixed(1)} s`)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
console.log(
  'Whole build (client, server, prerender) in a temporary copy; peak MB: the largest process of the build.',
)
console.table(rows)
