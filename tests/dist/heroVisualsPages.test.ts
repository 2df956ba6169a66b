import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { localeCodes } from '../../src/config/locales'
import { localizePath } from '../../src/features/i18n/localePath'
import { copyIn } from '../copy'
import { normalize } from '../text'
import { builtFiles, builtPagesByPath, pageAt } from './builtPages'

/**
 * The pictures of /about, /clients, the blog and the home page's results block (issue 78
 * item 2), as the built pages ship them: there, hidden from screen readers, in the page's
 * language (each one's words found in that language's files, or the newest post's own title),
 * and light: its HTML plus the CSS rules of its classes at most 15 KB gzipped.
 */
const MAX_GZIP_BYTES = 15 * 1024
const byPath = await builtPagesByPath()
const css = builtFiles()
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n')

/** The built CSS rules (a media query's without its wrapper) and keyframes of `html`'s module classes. */
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
    const page = pageAt(byPath, localizePath(locale, path))
    const visual = page.document.querySelector(slot)?.firstElementChild
    expect(visual, `no visual in ${slot}`).toBeTruthy()
    if (!visual) return
    expect(visual.getAttribute('aria-hidden')).toBe('true')
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
