import { useId } from 'react'

import { Icon } from '../../components/Icon/Icon'
import { featuredImageSize } from '../../content/blog/posts'
import { postPath } from '../../routing/paths'
import { Link } from '../i18n/links'
import type { PostSummary } from './blogData'
import styles from './PostCard.module.css'
import { PostFacts } from './PostFacts'

/** The title link covers the card: one click target and one tab stop, named by the title. */
export function PostCard({
  post,
  priorityImage = false,
}: {
  post: PostSummary
  priorityImage?: boolean
}) {
  const titleId = useId()
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <img
        className={styles.image}
        src={post.featuredImage}
        alt=""
        width={featuredImageSize.width}
        height={featuredImageSize.height}
        loading={priorityImage ? 'eager' : 'lazy'}
        fetchPriority={priorityImage ? 'high' : undefined}
        decoding="async"
      />
      <div className={styles.text}>
        <PostFacts post={post} />
        <h3 id={titleId} className={styles.title}>
          <Link to={postPath(post.slug)} className={styles.link}>
            {post.title}
          </Link>
        </h3>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <Icon name="arrow-right" className={styles.arrow} size={20} />
      </div>
    </article>
  )
}
