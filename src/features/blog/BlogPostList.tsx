import { blogCategories } from '../../content/blog/posts'
import type { PostSummary } from './blogData'
import { CategoryFilter } from './CategoryFilter'
import { PostGrid } from './PostGrid'

/**
 * The blog's posts under the category filter, which offers the categories they have: no choice
 * leads to an empty list.
 */
export function BlogPostList({ posts }: { posts: readonly PostSummary[] }) {
  const categories = blogCategories.filter((category) =>
    posts.some((post) => post.category === category),
  )
  return (
    <>
      <CategoryFilter categories={categories} />
      <PostGrid posts={posts} leadsPage />
    </>
  )
}
