import { execFile } from 'node:child_process'
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pageFile } from '../../src/features/hosting/canonicalPaths'

/**
 * The promise the translator guide makes: a new language is one entry in the locale list plus
 * its folder in `locales/`, nothing else. This copies the project, makes exactly that change
 * (French, its texts a marked copy of the English ones), builds it, and reads what came out.
 */
const run = promisify(execFile)
const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
const LEFT_OUT = new Set([
  'node_modules',
  'dist',
  'reports',
  'test-results',
  '.git',
  // The hosts' runtimes (1.1 GB) and their state play no part in a build.
  'hosts',
  '.netlify',
  '.wrangler',
])
const MARK = '[fr] '
const french = "{ code: 'fr', tag: 'fr-FR', ogLocale: 'fr_FR', label: 'Français', prefix: '/fr' },"

let copy: string
let client: string

/** Every string of a translation file marked, so the build shows which folder it read. */
function markStrings(value: unknown): unknown {
  if (typeof value === 'string') return MARK + value
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, markStrings(inner)]),
    )
  }
  return value
}

async function addFrenchFolder(): Promise<void> {
  const english = join(copy, 'locales/en')
  await cp(english, join(copy, 'locales/fr'), { recursive: true })
  for (const name of await readdir(english)) {
    if (!name.endsWith('.json')) continue
    const text = JSON.parse(await readFile(join(english, name), 'utf8')) as unknown
    await writeFile(join(copy, 'locales/fr', name), JSON.stringify(markStrings(text), null, 2))
  }
}

async function addFrenchToLocaleList(): Promise<void> {
  const file = join(copy, 'src/features/i18n/locales.ts')
  const source = await readFile(file, 'utf8')
  const portuguese = /^ {2}\{ code: 'pt'.*$/m
  expect(source).toMatch(portuguese)
  await writeFile(
    file,
    source.replace(portuguese, (line) => `${line}\n  ${french}`),
  )
}

function built(path: string): Promise<string> {
  return readFile(join(client, path), 'utf8')
}

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'fourth-locale-'))
  client = join(copy, 'dist/client')
  await cp(projectRoot, copy, {
    recursive: true,
    filter: (source) => !LEFT_OUT.has(relative(projectRoot, source).split('/')[0] ?? ''),
  })
  await symlink(join(projectRoot, 'node_modules'), join(copy, 'node_modules'), 'dir')
  await addFrenchToLocaleList()
  await addFrenchFolder()
  await run(process.execPath, [join(copy, 'node_modules/vike/bin.js'), 'build'], {
    cwd: copy,
    maxBuffer: 64 * 1024 * 1024,
  })
})

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true })
})

describe('a fourth language added as the guide says', () => {
  it('gets every page under its prefix, in its own words', async () => {
    const home = await built(pageFile('/fr'))
    expect(home).toContain('<html lang="fr-FR"')
    expect(home).toContain(MARK)
    const english = JSON.parse(await readFile(join(projectRoot, 'locales/en/home.json'), 'utf8'))
    expect(home).toContain(`${MARK}${english.hero.title as string}`)
    for (const page of ['services/seo', 'blog', 'blueprint', 'contact', 'about']) {
      expect(await built(pageFile(`/fr/${page}`))).toContain('<html lang="fr-FR"')
    }
  })

  it('gets its blog posts, feed, not-found pages, llms.txt and blueprint download', async () => {
    const posts = (await readdir(join(copy, 'locales/fr/blog'))).map((f) => f.replace('.md', ''))
    expect(posts.length).toBeGreaterThan(0)
    for (const slug of posts) await built(pageFile(`/fr/blog/${slug}`))
    expect(await built('fr/rss.xml')).toContain('<language>fr-FR</language>')
    expect(await built('fr/404.html')).toContain('noindex')
    await built('fr/blog/404.html')
    expect(await built('fr/llms.txt')).toContain('/fr/services/seo')
    await built('downloads/nexa-digital-saas-blueprint-fr.md')
  })

  it('is announced by every other language: hreflang, sitemap, switcher, Open Graph', async () => {
    const englishHome = await built('index.html')
    expect(englishHome).toMatch(/<link rel="alternate" hreflang="fr-FR" href="[^"]*\/fr"/)
    expect(englishHome).toContain('<meta property="og:locale:alternate" content="fr_FR"')
    expect(englishHome).toMatch(
      /<a [^>]*href="\/fr" hrefLang="fr-FR"[^>]*>.*?Français<\/span><\/a>/,
    )
    expect(await built(pageFile('/es/services'))).toMatch(
      /hreflang="fr-FR" href="[^"]*\/fr\/services"/,
    )
    expect(await built('sitemap.xml')).toContain('/fr/blueprint</loc>')
  })

  it('is held to the translation check, which names what French needs beyond English', async () => {
    const check = () =>
      run(
        process.execPath,
        [join(copy, 'node_modules/jiti/lib/jiti-cli.mjs'), 'scripts/i18n-status.ts', '--check'],
        {
          cwd: copy,
        },
      )
    // French has a plural form for large numbers ("1 million de minutes") that English lacks.
    await expect(check()).rejects.toMatchObject({
      stdout: expect.stringContaining('locales/fr/blog.json  readingTime_many  not in the file'),
    })
    const blogFile = join(copy, 'locales/fr/blog.json')
    const blog = JSON.parse(await readFile(blogFile, 'utf8')) as Record<string, unknown>
    await writeFile(blogFile, JSON.stringify({ ...blog, readingTime_many: `${MARK}{{count}} min` }))
    await expect(check()).resolves.toMatchObject({
      stdout: expect.stringMatching(/namespace\s+en\s+es\s+pt\s+fr/),
    })
  })
})
