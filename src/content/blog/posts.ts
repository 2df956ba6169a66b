// The blog's fixed vocabulary; the posts are `locales/<lang>/blog/<slug>.md`.
export const blogCategories = ['SEO', 'CRO', 'UX', 'SaaS'] as const
export type BlogCategory = (typeof blogCategories)[number]

/** Up to three other posts of its category; stops at the third, or the build grows squared. */
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

export const featuredImageSize = { width: 1200, height: 630 } as const

/** The featured image's PNG (`npm run images:brand`): social networks show no SVG. */
export function shareImagePath(post: { featuredImage: string }): string {
  return post.featuredImage.replace(/\.svg$/, '.png')
}
