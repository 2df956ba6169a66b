import { blogCategories } from '../../content/blog/posts'
import type { PostSummary } from './blogData'
import { CategoryFilter } from './CategoryFilter'
import { PostGrid } from './PostGrid'

/** The posts under a filter offering only the categories they have, so no choice empties the list. */
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
