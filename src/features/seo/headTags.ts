import { site } from '../../config/site'
import type { HeadData } from './headData'

interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script'
  attrs: Record<string, string>
  text?: string
}

const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
  tag: 'meta',
  attrs: { [key]: name, content },
})

const link = (attrs: Record<string, string>): HeadTag => ({ tag: 'link', attrs })

/** JSON for an inline script: `<` escaped so no string in the data can close the script. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

function headTags(head: HeadData): HeadTag[] {
  const { geo } = site
  const { article } = head
  const articleTags: HeadTag[] = article
    ? [
        meta('property', 'article:published_time', article.publishedTime),
        meta('property', 'article:modified_time', article.modifiedTime),
        meta('property', 'article:author', article.author),
        meta('property', 'article:section', article.section),
        ...article.tags.map((tag) => meta('property', 'article:tag', tag)),
      ]
    : []
  const social: HeadTag[] = [
    meta('property', 'og:type', article ? 'article' : 'website'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonical ? [meta('property', 'og:url', head.canonical)] : []),
    meta('property', 'og:image', head.image.url),
    meta('property', 'og:image:width', String(head.image.width)),
    meta('property', 'og:image:height', String(head.image.height)),
    meta('property', 'og:image:alt', head.image.alt),
    meta('property', 'og:locale', head.ogLocale),
    ...head.ogLocaleAlternates.map((l) => meta('property', 'og:locale:alternate', l)),
    ...articleTags,
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:site', site.social.twitterHandle),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    meta('name', 'twitter:image:alt', head.image.alt),
  ]
  return [
    // The site search lists the page under its <title>, written for search results, not its first heading.
    { tag: 'title', attrs: { 'data-pagefind-meta': 'title' }, text: head.title },
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords),
    meta('name', 'robots', head.robots),
    ...(head.canonical ? [link({ rel: 'canonical', href: head.canonical })] : []),
    ...head.alternates.map(({ hreflang, href }) => link({ rel: 'alternate', hreflang, href })),
    ...(head.markdown
      ? [link({ rel: 'alternate', type: 'text/markdown', href: head.markdown })]
      : []),
    ...head.feeds.map(({ title, href }) =>
      link({ rel: 'alternate', type: 'application/rss+xml', title, href }),
    ),
    ...social,
    meta('name', 'geo.region', geo.region),
    meta('name', 'geo.placename', geo.placename),
    meta('name', 'geo.position', `${geo.latitude};${geo.longitude}`),
    meta('name', 'ICBM', `${geo.latitude}, ${geo.longitude}`),
    ...head.jsonLd.map((data) => ({
      tag: 'script' as const,
      attrs: { type: 'application/ld+json' },
      text: inlineJson(data),
    })),
  ]
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The page's `<head>` tags as HTML, every value escaped; JSON-LD is escaped by `inlineJson`. */
export function headHtml(head: HeadData): string {
  return headTags(head)
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries(attrs)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('')
      if (tag === 'meta' || tag === 'link') return `<${tag}${attributes}>`
      const body = tag === 'script' ? (text ?? '') : escapeHtml(text ?? '')
      return `<${tag}${attributes}>${body}</${tag}>`
    })
    .join('\n    ')
}
