import type { PostSummary } from './blogData'
import { PostCard } from './PostCard'
import styles from './PostGrid.module.css'

/** Posts as a grid of cards: the blog's list and a post's related articles. */
export function PostGrid({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <ul className={styles.grid}>
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  )
}
