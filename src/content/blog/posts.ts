/**
 * The blog's fixed vocabulary. The posts themselves are their Markdown files,
 * `locales/<lang>/blog/<slug>.md`: the default language's front matter holds what is the same in
 * every language (date, category, author, image), each language's file its words
 * (src/features/blog/compilePost.ts checks both). Slugs are the files' names, the same in every
 * language.
 */
export const blogCategories = ['SEO', 'CRO', 'UX', 'SaaS'] as const
export type BlogCategory = (typeof blogCategories)[number]

/** Up to three other posts of the same category, in the order given (newest first). */
export function relatedPosts<Post extends { slug: string; category: BlogCategory }>(
  slug: string,
  posts: readonly Post[],
): Post[] {
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
export function shareImagePath(post: { featuredImage: string }): string {
  return post.featuredImage.replace(/\.svg$/, '.png')
}
