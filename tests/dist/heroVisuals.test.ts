import { gzipSync } from 'node:zlib'

import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'

import { localeCodes } from '../../src/config/locales'
import { localizePath } from '../../src/features/i18n/localePath'
import { serviceIds } from '../../src/routing/paths'
import { copyIn } from '../copy'
import { normalize } from '../text'
import { builtCss, builtPagesByPath, pageAt } from './builtPages'

/** The pictures of the work (issue 78): hidden from screen readers and search, in the page's language, at most 15 KB gzipped with their CSS. */
const MAX_GZIP_BYTES = 15 * 1024
const byPath = await builtPagesByPath()
const css = builtCss()

/** The built CSS rules and keyframes of the modules whose classes (`_name_<hash>`) the HTML uses, without media-query wrappers. */
function cssOf(html: string): string {
  const hashes = new Set([...html.matchAll(/\b_[\w-]+_([a-z0-9]{5})\b/g)].map((match) => match[1]))
  const scoped = (text: string) =>
    [...hashes].some((hash) => new RegExp(`_[\\w-]+_${hash}\\b`).test(text))
  const rules = css.match(/[^{}]+\{[^{}]*\}/g) ?? []
  const keyframes = css.match(/@keyframes\s*[\w-]+\s*\{(?:[^{}]*\{[^{}]*\})*\s*\}/g) ?? []
  return [...rules, ...keyframes].filter(scoped).join('')
}

interface VisualPage {
  path: string
  /** Where the picture sits, if not in the hero's slot: the home results block's. */
  slot?: string
  /** The texts the picture shows, in the page's language. */
  texts: (t: TFunction, page: Document) => string[]
}

const keys =
  (...list: string[]) =>
  (t: TFunction) =>
    list.map((key) => t(key))

/** A service's picture shows every string of its `visual` block without a placeholder. */
const servicePage = (service: string): VisualPage => ({
  path: `/services/${service}`,
  texts: (t) => {
    const block: unknown = t(`${service}:visual`, { returnObjects: true })
    if (typeof block !== 'object' || block === null) return []
    return Object.values(block).filter(
      (text): text is string => typeof text === 'string' && !text.includes('{{'),
    )
  },
})

const PAGES: VisualPage[] = [
  ...serviceIds.map(servicePage),
  {
    path: '/about',
    texts: keys(
      'about:visual.since',
      'about:timeline.geo.event',
      'about:story.facts.headquartersCity',
    ),
  },
  {
    path: '/clients',
    texts: keys('clients:categories.foodAndBeverage', 'clients:client.casa-verde.result'),
  },
  {
    path: '/blog',
    // The stack's front card is the newest post, the first the list shows.
    texts: (_, page) => [
      page.querySelector('#blog-posts-section article h2, #blog-posts-section article h3')
        ?.textContent ?? '',
    ],
  },
  {
    path: '/',
    slot: '#home-results-section [data-section-visual]',
    texts: keys('home:visual.organicTraffic', 'home:visual.basis', 'home:speed.point.vitals.title'),
  },
]

describe.each(localeCodes)('page pictures in %s', (locale) => {
  const t = copyIn(locale)

  it.each(PAGES)(
    '$path shows its picture, hidden, in the language, light',
    ({ path, slot = '[data-hero-visual]', texts }) => {
      const page = pageAt(byPath, localizePath(locale, path))
      const visual = page.document.querySelector(slot)?.firstElementChild
      expect(visual, `no picture in ${slot}`).toBeTruthy()
      if (!visual) return
      expect(visual.getAttribute('aria-hidden')).toBe('true')
      expect(visual.hasAttribute('data-pagefind-ignore'), 'picture in the search index').toBe(true)
      const shown = normalize(visual.textContent ?? '')
      const expected = texts(t, page.document).map(normalize)
      expect(expected, 'no texts to look for').not.toEqual([])
      expect(expected.filter((text) => text === '' || !shown.includes(text))).toEqual([])
      expect(gzipSync(visual.outerHTML + cssOf(visual.outerHTML)).length).toBeLessThanOrEqual(
        MAX_GZIP_BYTES,
      )
    },
  )
})
