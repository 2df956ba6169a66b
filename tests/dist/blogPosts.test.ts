import { existsSync } from 'node:fs'

import { describe, expect, test } from 'vitest'

import { CLIENT_DIR } from '../../scripts/lib/pageAssets.mjs'
import { locales } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { authorName } from '../../src/content/blog/authors'
import { shareImagePath } from '../../src/content/blog/posts'
import { blogIndex, type PostSummary } from '../../src/features/blog/blogData'
import { localizePath } from '../../src/features/i18n/localePath'
import { postPath } from '../../src/routing/paths'
import { copyIn, postIn } from '../copy'
import { builtPagesByPath, jsonLdOf, pageAt } from './builtPages'

const pages = await builtPagesByPath()
const { posts: blogPosts } = await blogIndex('en')

const slugIn = (code: string, post: PostSummary) => post.slugs[code] ?? post.slug

describe.each(locales)('$code posts', ({ code, tag }) => {
  test('are each listed in the blog’s structured data, at its address in this language; the blog is a website', () => {
    const index = pageAt(pages, localizePath(code, '/blog'))
    const type = index.document.querySelector('meta[property="og:type"]')
    expect(type?.getAttribute('content')).toBe('website')
    const blog = jsonLdOf(index).find(
      (block) => block['@type'] === 'Blog',
    ) as { blogPost: { url: string }[] }
    expect(blog.blogPost.map(({ url }) => url)).toEqual(
      blogPosts.map((post) => `${site.origin}${localizePath(code, postPath(slugIn(code, post)))}`),
    )
  })

  test.each(blogPosts)('$slug is described as an article to search engines and social networks', (post) => {
    const path = localizePath(code, postPath(slugIn(code, post)))
    const page = pageAt(pages, path)
    const metas = (property: string) =>
      [...page.document.querySelectorAll(`meta[property="${property}"]`)].map((meta) =>
        meta.getAttribute('content'),
      )
    const meta = (property: string) => metas(property)[0]
    const own = postIn(code, post.slug)
    const t = copyIn(code)
    expect(page.head.title).toBe(`${own.seoTitle ?? own.title} | ${t('blog:post.titleSuffix', { name: site.name })}`)
    expect(page.head.description).toBe(own.excerpt)
    const feed = page.document.querySelector('link[rel="alternate"][type="application/rss+xml"]')
    expect(feed?.getAttribute('href')).toBe(`${site.origin}${localizePath(code, '/rss.xml')}`)
    expect(meta('og:type')).toBe('article')
    expect(meta('article:author')).toBe(authorName(post.author))
    expect(metas('article:tag')).toEqual(own.tags)
    // The day in Mexico City, where the agency dates its posts, as one instant with its offset.
    const published = `${post.publishedAt}T00:00:00-06:00`
    expect(meta('article:published_time')).toBe(published)
    // A revised post gives the day of its last revision.
    expect(meta('article:modified_time')).toBe(`${post.updatedAt ?? post.publishedAt}T00:00:00-06:00`)
    expect(meta('article:section')).toBe(post.category)
    expect(meta('og:image')).toBe(`${site.origin}${shareImagePath(post)}`)
    expect(existsSync(`${CLIENT_DIR}${shareImagePath(post)}`)).toBe(true)
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
          : { jobTitle: copyIn(code)(`people:roles.${post.author}`) },
    })
  })

  test.each(blogPosts)('$slug: its body carries no script, event handler or javascript: link', (post) => {
    const page = pageAt(pages, localizePath(code, postPath(slugIn(code, post))))
    const unsafe: string[] = []
    for (const element of page.document.querySelectorAll('main article *')) {
      if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'STYLE'].includes(element.tagName))
        unsafe.push(element.tagName)
      for (const attribute of element.attributes) {
        if (attribute.name.startsWith('on')) unsafe.push(`${element.tagName} ${attribute.name}`)
        if (/^\s*javascript:/i.test(attribute.value))
          unsafe.push(`${element.tagName} ${attribute.name}`)
      }
    }
    expect(unsafe).toEqual([])
  })
})
