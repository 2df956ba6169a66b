import { readFileSync } from 'node:fs'

import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, test } from 'vitest'

import { locales } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { authorName } from '../../src/content/blog/authors'
import { shareImagePath } from '../../src/content/blog/posts'
import { blogIndex, type PostSummary } from '../../src/features/blog/blogData'
import { localizePath, splitLocale } from '../../src/features/i18n/localePath'
import { postPath } from '../../src/routing/paths'
import { copyIn, postIn } from '../copy'
import { normalize } from '../text'
import { builtPagesByPath, jsonLdOf, metaOf, pageAt, pageIn } from './builtPages'

/** The blog as built: each post's head and safety, each language's feed, and a blog a buyer believes is alive (issue 77). */
const pages = await builtPagesByPath()
/** The posts newest first, as the list and the feeds give them. */
const { posts: blogPosts } = await blogIndex('en')

const slugIn = (code: string, post: PostSummary) => post.slugs[code] ?? post.slug

describe.each(locales)('$code posts', ({ code, tag }) => {
  test('are each listed in the blog’s structured data, at its address in this language; the blog is a website', () => {
    const index = pageIn(pages, code, '/blog')
    expect(metaOf(index.document, 'og:type')).toBe('website')
    const blog = jsonLdOf(index).find((block) => block['@type'] === 'Blog') as {
      url: string
      blogPost: { url: string }[]
    }
    expect(blog.url).toBe(`${site.origin}${index.path}`)
    expect(blog.blogPost.map(({ url }) => url)).toEqual(
      blogPosts.map((post) => `${site.origin}${localizePath(code, postPath(slugIn(code, post)))}`),
    )
  })

  test.each(blogPosts)(
    '$slug is described as an article to search engines and social networks; its body carries no script, event handler or javascript: link',
    (post) => {
      const path = localizePath(code, postPath(slugIn(code, post)))
      const page = pageAt(pages, path)
      const meta = (property: string) => metaOf(page.document, property)
      const own = postIn(code, post.slug)
      const t = copyIn(code)
      expect(page.head.title).toBe(
        `${own.seoTitle ?? own.title} | ${t('blog:post.titleSuffix', { name: site.name })}`,
      )
      expect(page.head.description).toBe(own.excerpt)
      const feed = page.document.querySelector('link[rel="alternate"][type="application/rss+xml"]')
      expect(feed?.getAttribute('href')).toBe(`${site.origin}${localizePath(code, '/rss.xml')}`)
      expect(meta('og:type')).toBe('article')
      expect(meta('article:author')).toBe(authorName(post.author))
      const tags = page.document.querySelectorAll('meta[property="article:tag"]')
      expect([...tags].map((tag) => tag.getAttribute('content'))).toEqual(own.tags)
      // The day in Mexico City, where the agency dates its posts, as one instant with its offset.
      const published = `${post.publishedAt}T00:00:00-06:00`
      expect(meta('article:published_time')).toBe(published)
      // A revised post gives the day of its last revision.
      expect(meta('article:modified_time')).toBe(
        `${post.updatedAt ?? post.publishedAt}T00:00:00-06:00`,
      )
      expect(meta('article:section')).toBe(post.category)
      expect(meta('og:image')).toBe(`${site.origin}${shareImagePath(post)}`)
      const trail = jsonLdOf(page).find((block) => block['@type'] === 'BreadcrumbList') as {
        itemListElement: { name: string }[]
      }
      expect(trail.itemListElement.at(-1)?.name).toBe(own.title)
      const posting = jsonLdOf(page).find((block) => block['@type'] === 'BlogPosting')
      expect(posting).toMatchObject({
        headline: page.document.querySelector('main article h1')?.textContent,
        datePublished: published,
        inLanguage: tag,
        // The agency writes as itself; a person, with the role the team page gives them.
        author:
          post.author === 'team'
            ? { '@type': 'Organization', name: site.name }
            : { jobTitle: t(`people:roles.${post.author}`) },
      })
      // Its body, from Markdown, runs nothing.
      const unsafe: string[] = []
      for (const element of page.document.querySelectorAll('main article *')) {
        if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'STYLE'].includes(element.tagName))
          unsafe.push(element.tagName)
        for (const attribute of element.attributes) {
          if (attribute.name.startsWith('on') || /^\s*javascript:/i.test(attribute.value))
            unsafe.push(`${element.tagName} ${attribute.name}`)
        }
      }
      expect(unsafe).toEqual([])
    },
  )
})

test.each(locales)(
  'the $code blog links its feed, valid RSS of its posts in its language, newest first',
  ({ code, prefix, tag }) => {
    const link = pageIn(pages, code, '/blog').document.querySelector(
      'link[rel="alternate"][type="application/rss+xml"]',
    )
    expect(link?.getAttribute('href')).toBe(`${site.origin}${prefix}/rss.xml`)
    const xml = readFileSync(`dist/client${prefix}/rss.xml`, 'utf8')
    expect(XMLValidator.validate(xml)).toBe(true)
    const { rss } = new XMLParser().parse(xml) as {
      rss: { channel: { title: string; language: string; item: { title: string; link: string }[] } }
    }
    expect(rss.channel.title).toBe(copyIn(code)('blog:feed.title', { name: site.name }))
    expect(rss.channel.language).toBe(tag)
    const translated = blogPosts.map(({ slug }) => postIn(code, slug))
    expect(rss.channel.item.map((item) => item.link)).toEqual(
      translated.map(({ slug }) => `${site.origin}${prefix}/blog/${slug}`),
    )
    expect(rss.channel.item.map((item) => item.title)).toEqual(translated.map(({ title }) => title))
  },
)

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

  test('has at least two posts from 2026, each of 600 words or more with a dated source', () => {
    expect(ofLocale.map((post) => post.published)).not.toContain('')
    expect(recent.length).toBeGreaterThanOrEqual(2)
    for (const post of recent) {
      expect(post.words, post.path).toBeGreaterThanOrEqual(600)
      expect(post.datedSources, post.path).toBeGreaterThan(0)
    }
  })

  test('titles no post with a past year as if it were now', () => {
    expect(ofLocale.length).toBeGreaterThan(0)
    for (const post of ofLocale) {
      for (const title of post.titles) {
        const years = [...title.matchAll(/\b20\d\d\b/g)].map(([year]) => Number(year))
        expect(
          years.filter((year) => year < thisYear),
          `${post.path}: ${title}`,
        ).toEqual([])
      }
    }
  })
})
