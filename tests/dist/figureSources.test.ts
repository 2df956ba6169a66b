import { describe, expect, it } from 'vitest'

import { locales } from '../../src/config/locales'
import { aiPlatforms } from '../../src/content/aiPlatforms'
import { serviceMetrics } from '../../src/content/services'
import { localizePath } from '../../src/features/i18n/localePath'
import { copyIn } from '../copy'
import { normalize } from '../text'
import { builtPagesByPath, pageAt } from './builtPages'

/** Every figure a page shows from `src/content` names its source in small print on that page (issue 77), and the contradicted ones are gone. */
const pages = await builtPagesByPath()

/** The pages whose figures come from `src/content`, in English; each language's twin too. */
const FIGURE_PAGES = ['/', '/about', '/services', '/services/seo', '/services/geo', '/services/cro', '/services/shopify', '/clients', '/blueprint']

const each = locales.flatMap(({ code }) =>
  FIGURE_PAGES.map((path) => ({ code, path: localizePath(code, path) })),
)

describe('figures', () => {
  it.each(each)('each has its source in small print on $path', ({ path }) => {
    const { document } = pageAt(pages, path)
    const figures = [...document.querySelectorAll('main [data-source]')]
    const notes = new Map(
      [...document.querySelectorAll('main small[data-source-note]')].map((note) => [
        note.getAttribute('data-source-note'),
        normalize(note.textContent ?? ''),
      ]),
    )
    expect(figures.length).toBeGreaterThan(0)
    for (const figure of figures) {
      const id = figure.getAttribute('data-source')
      expect(notes.get(id), `${normalize(figure.textContent ?? '')} (${id})`).toMatch(/\w{3}/)
    }
  })

  it('leave no figure of a stat row without its source, on any page', () => {
    const bare = [...pages.values()].flatMap(({ path, document }) =>
      [...document.querySelectorAll('main dl dd')]
        .filter((value) => value.closest('[class*="grid"]') && !value.hasAttribute('data-source'))
        .filter((value) => !/\$|US\$|USD/.test(value.textContent ?? ''))
        .map((value) => `${path}: ${normalize(value.textContent ?? '')}`),
    )
    expect(bare).toEqual([])
  })

  it('no longer state a revenue total or infinite possibilities', () => {
    const stated = [...pages.values()].flatMap(({ path, document }) => {
      const text = normalize(document.querySelector('main')?.textContent ?? '')
      return /\$2[.,]4\s?M|2[.,]4 (?:millones|milhões)|∞/.test(text) ? [path] : []
    })
    expect(stated).toEqual([])
  })
})

describe.each(locales)('the GEO page ($code)', ({ code }) => {
  const t = copyIn(code)
  const page = pageAt(pages, localizePath(code, '/services/geo'))
  const section = page.document.querySelector('section[aria-labelledby="geo-platforms"]')
  const text = normalize(section?.textContent ?? '')

  it('names all six assistants where it says six, each with its published figure or none', () => {
    expect(normalize(section?.querySelector('h2 + p')?.textContent ?? '')).toContain(
      t('common:numberWords.6'),
    )
    expect(aiPlatforms).toHaveLength(6)
    for (const { name, audience } of aiPlatforms) {
      expect(text).toContain(name)
      if (audience === 'unpublished') continue
      // A figure in its unit and with its publisher: weekly and monthly users are never summed.
      expect(text).toContain(normalize(t(`geo:platforms.users.${audience.per}`, { users: '' })).trim())
      expect(text).toContain(audience.source.publisher)
    }
    expect(text).toContain(normalize(t('geo:platforms.unpublished')))
  })
})

describe.each(locales)('the CRO calculator ($code)', ({ code }) => {
  it('starts at a lift no bigger than the average the page states', () => {
    const { document } = pageAt(pages, localizePath(code, '/services/cro'))
    const [, current, optimized] = [...document.querySelectorAll('main input[type="range"]')].map(
      (input) => Number(input.getAttribute('value')),
    )
    expect(current).toBeGreaterThan(0)
    expect((optimized ?? 0) / (current ?? 1) - 1).toBeLessThanOrEqual(serviceMetrics.cro.value)
  })
})

describe.each(locales)('the home comparison ($code)', ({ code, prefix }) => {
  it('says GEO is a service of its own, not part of the SEO plans', () => {
    const t = copyIn(code)
    const { document } = pageAt(pages, prefix || '/')
    const row = [...document.querySelectorAll('section[aria-labelledby="home-comparison"] tr')].find(
      (tr) => normalize(tr.textContent ?? '').startsWith(normalize(t('home:comparison.row.geo.feature'))),
    )
    const ours = normalize(row?.querySelectorAll('td')[0]?.textContent ?? '')
    expect(ours).not.toMatch(/^(?:included|incluida|incluída)/i)
    expect(ours).toMatch(/SEO/)
  })
})

describe.each(locales)('the comparison tables ($code)', ({ code, prefix }) => {
  it.each(['/', '/services/saas'])('give no unsourced figure for the other agencies on %s', (path) => {
    const { document } = pageAt(pages, path === '/' ? prefix || '/' : localizePath(code, path))
    const rows = [...document.querySelectorAll('main table tbody tr')].filter(
      (row) => !row.closest('[data-hero-visual]'),
    )
    expect(rows.length).toBeGreaterThan(0)
    // Column 1 is ours, sourced in `src/content`; the others describe agencies nobody measured.
    const theirs = rows.flatMap((row) => [...row.querySelectorAll('td')].slice(1))
    expect(theirs.map((cell) => normalize(cell.textContent ?? '')).filter((text) => /\d/.test(text))).toEqual([])
  })
})
