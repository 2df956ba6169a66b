import { gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { localeCodes } from '../../src/config/locales'
import { serviceIds } from '../../src/routing/paths'
import { copyIn } from '../copy'
import { normalize } from '../text'
import { builtCss, builtPagesByPath, pageIn } from './builtPages'

/** The pictures of the work (issue 78): hidden from screen readers and search, in the page's language, at most 15 KB gzipped with their CSS. */
const MAX_GZIP_BYTES = 15 * 1024
const byPath = await builtPagesByPath()
const css = builtCss()

/** The visual's words: every string of its service's `visual` block without a placeholder. */
function visualStrings(locale: (typeof localeCodes)[number], service: string): string[] {
  const block: unknown = copyIn(locale)(`${service}:visual`, { returnObjects: true })
  if (typeof block !== 'object' || block === null) return []
  return Object.values(block).filter(
    (text): text is string => typeof text === 'string' && !text.includes('{{'),
  )
}

/** The built CSS rules and keyframes of the modules whose classes (`_name_<hash>`) the HTML uses, without media-query wrappers. */
function cssOf(html: string): string {
  const hashes = new Set([...html.matchAll(/\b_[\w-]+_([a-z0-9]{5})\b/g)].map((match) => match[1]))
  const scoped = (text: string) =>
    [...hashes].some((hash) => new RegExp(`_[\\w-]+_${hash}\\b`).test(text))
  const rules = css.match(/[^{}]+\{[^{}]*\}/g) ?? []
  const keyframes = css.match(/@keyframes\s*[\w-]+\s*\{(?:[^{}]*\{[^{}]*\})*\s*\}/g) ?? []
  return [...rules, ...keyframes].filter(scoped).join('')
}

describe.each(localeCodes)('service heroes in %s', (locale) => {
  it.each(serviceIds)('/services/%s shows its visual, hidden or named, in the language, light', (service) => {
    const page = pageIn(byPath, locale, `/services/${service}`)
    const slot = page.document.querySelector('[data-hero-visual]')
    expect(slot, 'no [data-hero-visual] in the hero').not.toBeNull()
    if (!slot) return
    // The slot or the visual it holds is hidden, or says what it shows in its own name.
    const hidden = [slot, ...slot.children].some(
      (element) =>
        element.getAttribute('aria-hidden') === 'true' ||
        (element.getAttribute('role') === 'img' && element.getAttribute('aria-label')),
    )
    expect(hidden, 'visual neither aria-hidden nor named').toBe(true)
    expect(slot.querySelector('[data-pagefind-ignore]'), 'visual in the search index').not.toBeNull()
    const text = normalize(slot.textContent ?? '')
    const strings = visualStrings(locale, service)
    expect(strings, `no ${service}:visual strings in locales/${locale}`).not.toEqual([])
    expect(strings.filter((string) => !text.includes(normalize(string)))).toEqual([])
    expect(gzipSync(slot.innerHTML + cssOf(slot.innerHTML)).length).toBeLessThanOrEqual(MAX_GZIP_BYTES)
  })
})

interface VisualPage {
  path: string
  /** Where the picture sits: the hero's slot, or the home results block's. */
  slot: string
  /** Keys whose text the picture shows. */
  keys: string[]
}

const PAGES: VisualPage[] = [
  {
    path: '/about',
    slot: '[data-hero-visual]',
    keys: ['about:visual.since', 'about:timeline.geo.event', 'about:story.facts.headquartersCity'],
  },
  {
    path: '/clients',
    slot: '[data-hero-visual]',
    keys: ['clients:categories.foodAndBeverage', 'clients:client.casa-verde.result'],
  },
  { path: '/blog', slot: '[data-hero-visual]', keys: [] },
  {
    path: '/',
    slot: '#home-results-section [data-section-visual]',
    keys: ['home:visual.organicTraffic', 'home:visual.basis', 'home:speed.point.vitals.title'],
  },
]

describe.each(localeCodes)('page visuals in %s', (locale) => {
  const t = copyIn(locale)

  it.each(PAGES)('$path shows its visual, hidden, in the language, light', ({ path, slot, keys }) => {
    const page = pageIn(byPath, locale, path)
    const visual = page.document.querySelector(slot)?.firstElementChild
    expect(visual, `no visual in ${slot}`).toBeTruthy()
    if (!visual) return
    expect(visual.getAttribute('aria-hidden')).toBe('true')
    expect(visual.hasAttribute('data-pagefind-ignore'), 'visual in the search index').toBe(true)
    const text = normalize(visual.textContent ?? '')
    for (const key of keys) expect(text).toContain(normalize(t(key)))
    if (path === '/blog') {
      // The stack's front card is the newest post, the first the list shows.
      const newest = page.document.querySelector('#blog-posts-section article h2, #blog-posts-section article h3')
      expect(normalize(newest?.textContent ?? '')).not.toBe('')
      expect(text).toContain(normalize(newest?.textContent ?? ''))
    }
    expect(gzipSync(visual.outerHTML + cssOf(visual.outerHTML)).length).toBeLessThanOrEqual(
      MAX_GZIP_BYTES,
    )
  })
})
