// npm run bench:build [-- 0 100 1000] — builds the site with N generated posts per locale, in a
// temporary copy of the project that is deleted afterwards, and prints pages, wall time, pages
// per second and peak memory for each N: the cost of growth.
//
// Until the blog exists, the copy's route table gains a parameterised /blog/:slug route with a
// generated view, so N posts are N real pages per locale going through the whole prerender.
// When the blog lands, generatePosts() should write posts in the blog's own format instead.
import { execFile } from 'node:child_process'
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { htmlFiles } from './lib/pageAssets.mjs'

const run = promisify(execFile)
const counts = process.argv.slice(2).map(Number)
const POST_COUNTS = counts.length ? counts : [0, 100, 1000]
const SKIP = new Set([
  'node_modules',
  'dist',
  'reports',
  'test-results',
  'playwright-report',
  '.git',
])

async function copyProject() {
  const dir = await mkdtemp(join(tmpdir(), 'site-bench-'))
  for (const entry of await readdir('.')) {
    if (!SKIP.has(entry)) await cp(entry, join(dir, entry), { recursive: true })
  }
  await symlink(join(process.cwd(), 'node_modules'), join(dir, 'node_modules'), 'dir')
  return dir
}

const VIEW = `import { useParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'

const sentences = [
  'Search visibility compounds when technical health, content and authority grow together.',
  'Every experiment starts from a measured baseline and ends with a decision.',
  'Answer engines quote pages that state facts plainly and keep them current.',
  'Fast pages convert better on the phones most visitors carry.',
]

export default function BenchPostView() {
  const { slug = '' } = useParams()
  const { t } = useTranslation('benchPost')
  const n = Number(slug.replace(/\\D/g, '')) || 0
  return (
    <article>
      <h1>{t('heading', { n })}</h1>
      {Array.from({ length: 6 }, (_, i) => (
        <p key={i}>{sentences[(n + i) % sentences.length]}</p>
      ))}
    </article>
  )
}
`

const NAMESPACE = JSON.stringify({
  heading: 'Generated post {{n}}',
  meta: {
    title: 'Generated post',
    description: 'A generated post for the build benchmark.',
    keywords: 'benchmark',
    breadcrumb: 'Post',
  },
})

/** Adds N generated posts per locale to the copy. */
async function generatePosts(dir, count) {
  if (count === 0) return
  await mkdir(join(dir, 'src/views/bench-post'), { recursive: true })
  await writeFile(join(dir, 'src/views/bench-post/BenchPostView.tsx'), VIEW)
  for (const locale of await readdir(join(dir, 'locales'), { withFileTypes: true })) {
    if (locale.isDirectory())
      await writeFile(join(dir, 'locales', locale.name, 'benchPost.json'), NAMESPACE)
  }
  const routesFile = join(dir, 'src/routes.ts')
  const source = await readFile(routesFile, 'utf8')
  const declaration = 'export const routes: readonly RouteDef[] ='
  if (!source.includes(declaration))
    throw new Error(`src/routes.ts no longer declares "${declaration}"`)
  await writeFile(
    routesFile,
    `${source.replace(declaration, 'const siteRoutes: readonly RouteDef[] =')}
export const routes: readonly RouteDef[] = [
  ...siteRoutes,
  {
    path: '/blog/:slug',
    ns: 'benchPost',
    view: () => import('./views/bench-post/BenchPostView'),
    prerenderParams: () => Array.from({ length: ${count} }, (_, i) => ({ slug: \`post-\${i + 1}\` })),
  },
]
`,
  )
}

const rows = []
for (const count of POST_COUNTS) {
  const dir = await copyProject()
  try {
    await generatePosts(dir, count)
    const started = process.hrtime.bigint()
    // GNU time reports the peak resident memory of the build and everything it starts.
    const { stderr } = await run('/usr/bin/time', ['-f', 'peak-kb %M', 'npx', 'vike', 'build'], {
      cwd: dir,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NODE_ENV: 'production' },
    })
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    const peakKb = Number(/peak-kb (\d+)/.exec(stderr)?.[1] ?? NaN)
    const pages = (await htmlFiles(join(dir, 'dist/client'))).length
    rows.push({
      'posts per locale': count,
      pages,
      'wall s': Number(seconds.toFixed(1)),
      'pages/s': Number((pages / seconds).toFixed(1)),
      'peak MB': Math.round(peakKb / 1024),
    })
    console.error(`built with ${count} posts per locale: ${pages} pages in ${seconds.toFixed(1)} s`)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
console.log(
  'Whole build (client, server, prerender) in a temporary copy; peak memory of the build process tree.',
)
console.table(rows)
