import { blogCategories, type BlogCategory } from '../../content/blog/posts'

/** The query parameter that carries the chosen category: `/blog?category=cro`. */
export const CATEGORY_PARAM = 'category'

/** A category as the address writes it: `cro`, `saas`. */
export function categoryQueryValue(category: BlogCategory): string {
  return category.toLowerCase()
}

/** The category an address asks for; anything else (nothing, a typo) means all posts. */
export function categoryFromQuery(value: string | null): BlogCategory | null {
  if (value === null) return null
  return (
    blogCategories.find((category) => categoryQueryValue(category) === value.toLowerCase()) ?? null
  )
}

/** The posts of one category (exact match), or all of them for `null`. */
export function postsInCategory<Post extends { category: BlogCategory }>(
  posts: readonly Post[],
  category: BlogCategory | null,
): Post[] {
  return category === null ? [...posts] : posts.filter((post) => post.category === category)
}
