import type { Blog, BlogPosting, Organization, Person, WithContext } from 'schema-dts'

import { type Locale, localeInfo } from '../../config/locales'
import { site } from '../../config/site'
import { authorName, blogAuthors } from '../../content/blog/authors'
import { shareImagePath } from '../../content/blog/posts'
import { BLOG_PATH, postPath } from '../../routing/paths'
import type { PostSummary } from '../blog/blogData'
import { absoluteUrl } from './absoluteUrl'
import { agencyDateTime } from './agencyDateTime'

const agency: Organization = { '@type': 'Organization', name: site.name, url: site.origin }

function author(post: PostSummary, role: string): Person | Organization {
  if (post.author === 'team') return agency
  return {
    '@type': 'Person',
    name: authorName(post.author),
    jobTitle: role,
    url: blogAuthors[post.author].profileUrl,
  }
}

function posting(locale: Locale, post: PostSummary, authorRole: string): BlogPosting {
  const url = absoluteUrl(locale, postPath(post.slug))
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    image: `${site.origin}${shareImagePath(post)}`,
    datePublished: agencyDateTime(post.publishedAt),
    dateModified: agencyDateTime(post.updatedAt ?? post.publishedAt),
    author: author(post, authorRole),
    publisher: agency,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    inLanguage: localeInfo(locale).tag,
  }
}

export function blogPostingJsonLd(
  locale: Locale,
  post: PostSummary,
  authorRole: string,
): WithContext<BlogPosting> {
  return { '@context': 'https://schema.org', ...posting(locale, post, authorRole) }
}

/** The blog itself, listing its posts, so answer engines see the whole archive on one page. */
export function blogJsonLd(
  locale: Locale,
  name: string,
  posts: readonly PostSummary[],
  authorRole: (post: PostSummary) => string,
): WithContext<Blog> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name,
    url: absoluteUrl(locale, BLOG_PATH),
    inLanguage: localeInfo(locale).tag,
    publisher: agency,
    blogPost: posts.map((post) => posting(locale, post, authorRole(post))),
  }
}
