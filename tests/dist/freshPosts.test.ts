import { describe, expect, it } from 'vitest'

import { locales } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { splitLocale } from '../../src/features/i18n/localePath'
import { normalize } from '../text'
import { builtPagesByPath } from './builtPages'

/** A blog a buyer believes is alive (issue 77): recent posts of substance, sourced, and no title calling a past year the present. */
const pages = await builtPagesByPath()

const posts = [...pages.values()]
  .filter(({ path }) => /\/blog\/[^/]+$/.test(path) && !path.endsWith('/404'))
  .map(({ path, document, head }) => {
    const article = document.querySelector('main article')
    const body = article?.querySelector(':scope > img + div')
    return {
      path,
      locale: splitLocale(path).locale,
      // As React writes it; linkedom reads attribute names as written.
      published: article?.querySelector('header time')?.getAttribute('dateTime') ?? '',
      titles: [head.title, article?.querySelector('h1')?.textContent ?? ''],
      words: normalize(body?.textContent ?? '')
        .split(' ')
        .filter(Boolean).length,
      // A source: a link away from the site, with the year it is from beside it.
      datedSources: [...(body?.querySelectorAll('a[href^="http"]') ?? [])].filter(
        (link) =>
          !(link.getAttribute('href') ?? '').startsWith(site.origin) &&
          /\b20\d\d\b/.test(link.closest('li, p')?.textContent ?? ''),
      ).length,
    }
  })

// A title naming an earlier year reads as abandoned: failing on New Year's Day is the reminder to retitle.
const thisYear = new Date().getFullYear()

describe.each(locales)('the $code blog', ({ code }) => {
  const ofLocale = posts.filter((post) => post.locale === code)
  const recent = ofLocale.filter((post) => post.published.startsWith('2026-'))

  it('has at least two posts from 2026, each of 600 words or more with a dated source', () => {
    expect(ofLocale.map((post) => post.published)).not.toContain('')
    expect(recent.length).toBeGreaterThanOrEqual(2)
    for (const post of recent) {
      expect(post.words, post.path).toBeGreaterThanOrEqual(600)
      expect(post.datedSources, post.path).toBeGreaterThan(0)
    }
  })

  it('titles no post with a past year as if it were now', () => {
    expect(ofLocale.length).toBeGreaterThan(0)
    for (const post of ofLocale) {
      for (const title of post.titles) {
        const years = [...title.matchAll(/\b20\d\d\b/g)].map(([year]) => Number(year))
        expect(years.filter((year) => year < thisYear), `${post.path}: ${title}`).toEqual([])
      }
    }
  })
})
