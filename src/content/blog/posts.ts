import type { BlogAuthorId } from './authors'

/**
 * The blog's posts: what is the same in every language. Each post's words (title, excerpt, tags,
 * keywords, body) are a Markdown file per locale, `locales/<lang>/blog/<slug>.md`, compiled to
 * sanitized HTML at build time (tooling/blogMarkdown.ts). Slugs are the same in every locale.
 */
export const blogCategories = ['SEO', 'CRO', 'UX', 'SaaS'] as const
export type BlogCategory = (typeof blogCategories)[number]

export interface BlogPostMeta {
  id: number
  slug: string
  category: BlogCategory
  /** YYYY-MM-DD. */
  publishedAt: string
  readingMinutes: number
  author: BlogAuthorId
  featuredImage: string
}

/** Newest first, as the blog lists them. */
export const blogPosts: readonly BlogPostMeta[] = [
  {
    id: 1,
    slug: 'llm-txt-file-2025',
    category: 'SEO',
    publishedAt: '2025-01-10',
    readingMinutes: 8,
    author: 'camila',
    featuredImage: '/images/blog/llm-txt-file-2025.svg',
  },
  {
    id: 2,
    slug: 'cro-for-saas',
    category: 'CRO',
    publishedAt: '2025-01-08',
    readingMinutes: 10,
    author: 'valeria',
    featuredImage: '/images/blog/cro-for-saas.svg',
  },
  {
    id: 3,
    slug: 'ux-design-principles',
    category: 'UX',
    publishedAt: '2025-01-05',
    readingMinutes: 6,
    author: 'ana',
    featuredImage: '/images/blog/ux-design-principles.svg',
  },
]

/** Up to three other posts of the same category, newest first. */
export function relatedPosts(slug: string, posts: readonly BlogPostMeta[] = blogPosts) {
  const post = posts.find((entry) => entry.slug === slug)
  if (!post) return []
  return posts
    .filter((entry) => entry.category === post.category && entry.slug !== slug)
    .slice(0, 3)
}

/** Size of every featured image and of its PNG for link previews. */
export const featuredImageSize = { width: 1200, height: 630 } as const

/**
 * The featured image as link previews and structured data use it: a PNG rendered from the SVG
 * (`npm run images:brand`), since social networks show no SVG.
 */
export function shareImagePath(post: Pick<BlogPostMeta, 'featuredImage'>): string {
  return post.featuredImage.replace(/\.svg$/, '.png')
}
