import { readFileSync } from 'node:fs'

import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { expect, test } from 'vitest'

import { locales } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { blogIndex } from '../../src/features/blog/blogData'
import { copyIn, postIn } from '../copy'
import { builtPagesByPath, pageAt } from './builtPages'

const pages = await builtPagesByPath()
/** The posts newest first, as a feed lists them. */
const SLUGS = (await blogIndex('en')).posts.map((post) => post.slug)

test.each(locales)(
  'the $code blog links its feed, valid RSS of its posts in its language, newest first',
  ({ code, prefix, tag }) => {
    const blog = pageAt(pages, `${prefix}/blog`)
    const link = blog.document.querySelector('link[rel="alternate"][type="application/rss+xml"]')
    expect(link?.getAttribute('href')).toBe(`${site.origin}${prefix}/rss.xml`)

    const xml = readFileSync(`dist/client${prefix}/rss.xml`, 'utf8')
    expect(XMLValidator.validate(xml)).toBe(true)
    const { rss } = new XMLParser().parse(xml) as {
      rss: { channel: { title: string; language: string; item: { title: string; link: string }[] } }
    }
    expect(rss.channel.title).toBe(copyIn(code)('blog:feed.title', { name: site.name }))
    expect(rss.channel.language).toBe(tag)
    expect(rss.channel.item.map((item) => item.link)).toEqual(
      SLUGS.map((slug) => `${site.origin}${prefix}/blog/${postIn(code, slug).slug}`),
    )
    expect(rss.channel.item.map((item) => item.title)).toEqual(
      SLUGS.map((slug) => postIn(code, slug).title),
    )
  },
)
