/**
 * The blog's fixed vocabulary. The posts themselves are their Markdown files,
 * `locales/<lang>/blog/<slug>.md`: the default language's front matter holds what is the same in
 * every language (date, category, author, image), each language's file its words
 * (src/features/blog/compilePost.ts checks both). Slugs are the files' names, the same in every
 * language.
 */
export const blogCategories = ['SEO', 'CRO', 'UX', 'SaaS'] as const
export type BlogCategory = (typeof blogCategories)[number]

/**
 * Up to three other posts of a post's category, in the order given (newest first). It stops at
 * the third: a post page is prerendered for every post, so a walk through the whole list on each
 * would grow with the square of the blog.
 */
export function relatedPosts<Post extends { slug: string; category: BlogCategory }>(
  post: { slug: string; category: BlogCategory },
  posts: readonly Post[],
): Post[] {
  const related: Post[] = []
  for (const entry of posts) {
    if (related.length === 3) break
    if (entry.category === post.category && entry.slug !== post.slug) related.push(entry)
  }
  return related
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
