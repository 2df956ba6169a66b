import { cp, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pageFile } from '../../src/features/hosting/canonicalPaths'
import { copyProject, type ProjectCopy, projectRoot, run } from './projectCopy'

/** The translator guide's promise: a new language is a locale entry, a `locales/` folder and its slugs, nothing else. */
const MARK = '[fr] '
const french =
  "{ code: 'fr', tag: 'fr-FR', ogLocale: 'fr_FR', label: 'Français', prefix: '/fr', dir: 'ltr', largeNumbers: 'long' },"

let project: ProjectCopy
let copy: string
/** What the build printed when French lacked its plural forms. */
let refusal: string

/** Left unmarked: the mark would push these past the lengths the translation check enforces. */
const SEARCH_RESULT_KEYS = new Set(['meta.title', 'meta.description', 'post.titleSuffix'])

/** Every other string of a translation file marked, so the build shows which folder it read. */
function markStrings(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return SEARCH_RESULT_KEYS.has(key) ? value : MARK + value
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [
        name,
        markStrings(inner, key ? `${key}.${name}` : name),
      ]),
    )
  }
  return value
}

async function addFrenchFolder(): Promise<void> {
  const english = join(copy, 'locales/en')
  await cp(english, join(copy, 'locales/fr'), { recursive: true })
  // A post's facts are written once, in English: a translation of a post carries only its words.
  for (const name of await readdir(join(english, 'blog'))) {
    const post = join(copy, 'locales/fr/blog', name)
    const facts = /^(publishedAt|updatedAt|category|author|featuredImage):.*\n/gm
    await writeFile(post, (await readFile(post, 'utf8')).replace(facts, ''))
  }
  for (const name of await readdir(english)) {
    if (!name.endsWith('.json')) continue
    const text = JSON.parse(await readFile(join(english, name), 'utf8')) as unknown
    await writeFile(join(copy, 'locales/fr', name), JSON.stringify(markStrings(text), null, 2))
  }
}

async function addFrenchToLocaleList(): Promise<void> {
  const file = join(copy, 'src/config/locales.ts')
  const source = await readFile(file, 'utf8')
  // The new language goes last, as a contributor would add it.
  const end = /^\] as const satisfies readonly LocaleInfo\[\]/m
  expect(source).toMatch(end)
  await writeFile(
    file,
    source.replace(end, (line) => `  ${french}\n${line}`),
  )
}

/** The English slugs but for two, enough to show the build reads French's own. */
async function addFrenchAddressWords(): Promise<void> {
  const file = join(copy, 'locales/slugs.json')
  const words = JSON.parse(await readFile(file, 'utf8')) as Record<string, Record<string, string>>
  const french: Record<string, string> = { about: 'a-propos', clients: 'references' }
  for (const [english, inLanguages] of Object.entries(words)) {
    inLanguages.fr = french[english] ?? english
  }
  await writeFile(file, JSON.stringify(words, null, 2))
}

/** What French needs beyond English, as the translation check and the build name it. */
const FRENCH_PLURALS = [
  'locales/fr/blog.json  readingTime_many  not in the file',
  'locales/fr/search.json  status.count_many  not in the file',
  'locales/fr/privacy.json  browser.clear.done_many  not in the file',
]

/** French's `_many` form ("1 million de minutes"), which English has no key for. */
async function addFrenchPluralForms(): Promise<void> {
  const blogFile = join(copy, 'locales/fr/blog.json')
  const blog = JSON.parse(await readFile(blogFile, 'utf8')) as Record<string, unknown>
  await writeFile(blogFile, JSON.stringify({ ...blog, readingTime_many: `${MARK}{{count}} min` }))
  const searchFile = join(copy, 'locales/fr/search.json')
  const search = JSON.parse(await readFile(searchFile, 'utf8')) as {
    status: Record<string, string>
  }
  search.status.count_many = `${MARK}{{count}} résultats pour « {{query}} »`
  await writeFile(searchFile, JSON.stringify(search))
  const privacyFile = join(copy, 'locales/fr/privacy.json')
  const privacy = JSON.parse(await readFile(privacyFile, 'utf8')) as {
    browser: { clear: Record<string, string> }
  }
  privacy.browser.clear.done_many = `${MARK}{{count}} entrées effacées de ce navigateur.`
  await writeFile(privacyFile, JSON.stringify(privacy))
}

function built(path: string): Promise<string> {
  return project.built(path)
}

beforeAll(async () => {
  project = await copyProject('fourth-locale-')
  copy = project.dir
  await addFrenchToLocaleList()
  await addFrenchFolder()
  // A language without every form its plurals need would ship keys as text: the build refuses.
  refusal = await project.build().then(
    () => 'the build succeeded',
    (error: { stdout?: string; stderr?: string }) => `${error.stdout}\n${error.stderr}`,
  )
  await addFrenchPluralForms()
  await addFrenchAddressWords()
  await project.build()
})

afterAll(async () => {
  await project?.remove()
})

describe('a fourth language added as the guide says', () => {
  it('gets every page under its prefix, in its own words', async () => {
    const home = await built(pageFile('/fr'))
    expect(home).toContain('<html lang="fr-FR"')
    expect(home).toContain(MARK)
    const english = JSON.parse(await readFile(join(projectRoot, 'locales/en/home.json'), 'utf8'))
    expect(home).toContain(`${MARK}${english.hero.title as string}`)
    for (const page of ['services/seo', 'blog', 'blueprint', 'contact', 'a-propos', 'references']) {
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

  it('gets its not-found rules into netlify.toml from one command', async () => {
    await run(process.execPath, [join(copy, 'scripts/netlify-toml.mjs')], { cwd: copy })
    const netlify = await readFile(join(copy, 'netlify.toml'), 'utf8')
    expect(netlify).toContain('from = "/fr/blog/*"\n  to = "/fr/blog/404.html"\n  status = 404')
    expect(netlify).toContain('from = "/fr/*"\n  to = "/fr/404.html"\n  status = 404')
    expect(netlify).toContain('command = "npm run build"')
  })

  it('is announced by every other language: hreflang, sitemap, switcher, Open Graph', async () => {
    const englishHome = await built('index.html')
    expect(englishHome).toMatch(/<link rel="alternate" hreflang="fr-FR" href="[^"]*\/fr"/)
    expect(englishHome).toContain('<meta property="og:locale:alternate" content="fr_FR"')
    expect(englishHome).toMatch(
      /<a [^>]*href="\/fr" hrefLang="fr-FR"[^>]*>.*?Français<\/span><\/a>/,
    )
    expect(await built(pageFile('/es/servicios'))).toMatch(
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
    // The build refused French until it had its `_many` forms (beforeAll), naming each as the check does.
    for (const line of FRENCH_PLURALS) expect(refusal).toContain(line)
    // Without the recorded English source, a later English change could not make French stale.
    await expect(check()).rejects.toMatchObject({
      stdout: expect.stringContaining(
        'locales/fr/blueprint.md  (the whole file)  translated, with no English source recorded yet',
      ),
    })
    await run(
      process.execPath,
      [join(copy, 'node_modules/jiti/lib/jiti-cli.mjs'), 'scripts/i18n-status.ts'],
      { cwd: copy },
    )
    await expect(check()).resolves.toMatchObject({
      stdout: expect.stringContaining('No problems'),
    })
  })
})
