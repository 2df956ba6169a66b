import type { PostSummary } from './blogData'
import { categoryQueryValue } from './categoryFilter'
import { PostCard } from './PostCard'
import styles from './PostGrid.module.css'

interface PostGridProps {
  posts: readonly PostSummary[]
  /** The grid opens the page, so its first image is a phone's largest first paint and loads eagerly. */
  leadsPage?: boolean
}

export function PostGrid({ posts, leadsPage = false }: PostGridProps) {
  return (
    <ul className={styles.grid}>
      {posts.map((post, index) => (
        <li key={post.slug} data-category={categoryQueryValue(post.category)}>
          <PostCard post={post} priorityImage={leadsPage && index === 0} />
        </li>
      ))}
    </ul>
  )
}
