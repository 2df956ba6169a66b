import { describe, expect, test } from 'vitest'

import { type Locale, locales } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { formatLongDate } from '../../src/features/i18n/format'
import { createFormatting } from '../../src/features/i18n/formatting'
import { copyIn, postIn } from '../copy'
import { normalize } from '../text'
import { builtPagesByPath, hrefsOf, pageAt, textOf, textsOf } from './builtPages'

/** The blog's list, a post and the blog's not-found page as each language's visitor receives them (moved from the browser tests). */

const byPath = await builtPagesByPath()

const SLUGS = [
  'how-to-run-an-honest-ab-test',
  'how-answer-engines-choose-sources',
  'build-or-buy-software',
  'llm-txt-file-2025',
  'cro-for-saas',
  'ux-design-principles',
]

// About 200 words a minute, from each language's own text: the Spanish post on CRO runs longer.
const READING_MINUTES: Record<Locale, number[]> = {
  en: [4, 4, 2, 4, 3, 3],
  es: [5, 5, 2, 4, 4, 3],
  pt: [4, 5, 2, 4, 4, 3],
}

// Each card's date is its post's (the locale's way of writing a date is format.test.ts's), newest first.
const published = SLUGS.map((slug) => postIn('en', slug).publishedAt ?? '')

const POST = 'cro-for-saas'

describe.each(locales)('$code blog', ({ code, prefix }) => {
  const t = copyIn(code)
  const dates = published.map((date) => formatLongDate(createFormatting(code), date))
  const postUrl = (slug: string) => `${prefix}/blog/${postIn(code, slug).slug}`

  test('lists the six posts in its language, newest first, each card with its date and reading time, linking to its post', () => {
    const list = pageAt(byPath, `${prefix}/blog`).document
    const cards = [...list.querySelectorAll('main article')]
    expect(published).toEqual([...published].sort().reverse())
    expect(textsOf(list, 'main article h3 a')).toEqual(
      SLUGS.map((slug) => postIn(code, slug).title),
    )
    expect(cards.map((card) => card.querySelector('h3 a')?.getAttribute('href'))).toEqual(
      SLUGS.map(postUrl),
    )
    expect(cards.map((card) => textOf(card.querySelector('time')))).toEqual(dates)
    READING_MINUTES[code].forEach((count, index) =>
      expect(textOf(cards[index])).toContain(t('blog:readingTime', { count })),
    )
  })

  test('shows the whole post on CRO in the page’s language', () => {
    const post = postIn(code, POST)
    const date = dates[4] ?? ''
    const { document } = pageAt(byPath, postUrl(POST))
    const article = document.querySelector('main article')
    expect(textOf(article?.querySelector('h1'))).toBe(post.title)
    const trail = article?.querySelector(`nav[aria-label="${t('common:breadcrumb.label')}"]`)
    expect(hrefsOf(trail, t('common:nav.blog'))).toEqual([`${prefix}/blog`])
    expect(textOf(trail?.querySelector('[aria-current="page"]'))).toBe(post.title)
    const header = article?.querySelector('header')
    expect(textOf(header?.querySelector('time'))).toBe(date)
    // As React writes it; linkedom, unlike a browser, reads attribute names as written.
    expect(header?.querySelector('time')?.getAttribute('dateTime')).toBe('2025-01-08')
    const readingTime = t('blog:readingTime', { count: READING_MINUTES[code][4] })
    expect(textOf(header)).toContain(`CRO${date}${readingTime}`)
    expect(textOf(header)).toContain(`Valeria Castro${t('people:roles.valeria')}`)
    const profile = [...(article?.querySelectorAll('a') ?? [])].find((a) =>
      textOf(a).startsWith(t('blog:post.profile', { name: 'Valeria Castro' })),
    )
    expect([profile?.getAttribute('href'), profile?.getAttribute('target')]).toEqual([
      'https://x.com/valeriacro',
      '_blank',
    ])
    expect(article?.querySelectorAll('h2').length).toBeGreaterThan(4)
    expect(textsOf(article, 'footer h2')).toEqual([
      t('blog:post.topics'),
      t('blog:post.share.title'),
    ])
    const topics = [...(article?.querySelectorAll('footer li') ?? [])].filter(
      (item) => !item.querySelector('a'),
    )
    expect(topics.map(textOf)).toEqual(post.tags)
    // The other post on CRO, the one card under "Related Articles".
    const related = [...document.querySelectorAll('section')].find(
      (section) => textOf(section.querySelector('h2')) === t('blog:post.related'),
    )
    expect(
      [...(related?.querySelectorAll('h3 a') ?? [])].map((a) => a.getAttribute('href')),
    ).toEqual([postUrl('how-to-run-an-honest-ab-test')])
    expect(textsOf(document, 'main h2')).toContain(t('common:cta.offer.call.title'))
  })

  test('shares the post’s title and own address on X and LinkedIn, in a new tab', () => {
    const post = postIn(code, POST)
    const address = `${site.origin}${postUrl(POST)}`
    const share = (name: string) => {
      const link = [...pageAt(byPath, postUrl(POST)).document.querySelectorAll('main a')].find(
        (a) => textOf(a).startsWith(t(`blog:post.share.${name}`)),
      )
      const url = new URL(link?.getAttribute('href') ?? '')
      expect([link?.getAttribute('target'), link?.getAttribute('rel')]).toEqual([
        '_blank',
        'noopener noreferrer',
      ])
      return { at: url.origin + url.pathname, ...Object.fromEntries(url.searchParams) }
    }
    expect(share('x')).toEqual({ at: 'https://x.com/intent/tweet', text: post.title, url: address })
    expect(share('linkedin')).toMatchObject({
      at: 'https://www.linkedin.com/shareArticle',
      url: address,
      title: post.title,
    })
  })

  test('its not-found page says “Post Not Found” in its language and leads back to the blog', () => {
    const main = pageAt(byPath, `${prefix}/blog/404`).document.querySelector('main')
    expect(textOf(main?.querySelector('h1'))).toBe(t('blog:notFound.title'))
    expect(textOf(main)).toContain(normalize(t('blog:notFound.text')))
    expect(hrefsOf(main, t('blog:notFound.back'))).toEqual([`${prefix}/blog`])
  })
})
