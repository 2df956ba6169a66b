import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import type { PostSummary } from '../blog/blogData'
import styles from './BlogVisual.module.css'
import frame from './frame.module.css'

/** The blog's hero picture: its three newest articles as a stack of cards, the newest in front. */
export function BlogVisual({ posts }: { posts: readonly PostSummary[] }) {
  const { t } = useTranslation('blog')
  // Oldest first, so the newest is painted last, on top.
  const stack = posts.slice(0, 3).reverse()
  return (
    <ol className={`${frame.frame} ${styles.stack}`} aria-hidden="true">
      {stack.map((post) => (
        <li key={post.slug} className={`${frame.card} ${styles.card}`}>
          <svg className={styles.cover} viewBox="0 0 320 120" preserveAspectRatio="xMidYMid slice">
            <circle cx="250" cy="20" r="70" />
            <circle cx="40" cy="130" r="60" />
            <path d="M0 96 C 80 60, 140 110, 200 70 S 300 40, 320 30" />
          </svg>
          <p className={styles.facts}>
            <span className={styles.category}>{post.category}</span>
            <span className={frame.muted}>
              <Icon name="clock" size={14} />
              {t('readingTime', { count: post.readingMinutes })}
            </span>
          </p>
          <p className={styles.title}>{post.title}</p>
        </li>
      ))}
    </ol>
  )
}
