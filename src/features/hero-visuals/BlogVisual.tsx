import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import type { PostSummary } from '../blog/blogData'
import styles from './BlogVisual.module.css'
import frame from './visual.module.css'

function Cover() {
  return (
    <svg className={styles.cover} viewBox="0 0 320 120" preserveAspectRatio="xMidYMid slice">
      <circle cx="250" cy="20" r="70" />
      <circle cx="40" cy="130" r="60" />
      <path d="M0 96 C 80 60, 140 110, 200 70 S 300 40, 320 30" />
    </svg>
  )
}

export function BlogVisual({ posts }: { posts: readonly PostSummary[] }) {
  const { t } = useTranslation('blog')
  const newest = posts[0]
  if (!newest) return null
  return (
    <ol className={`${frame.frame} ${styles.stack}`} aria-hidden="true" data-pagefind-ignore="">
      {[1, 2].map((behind) => (
        <li key={behind} className={`${frame.card} ${styles.card}`}>
          <Cover />
        </li>
      ))}
      <li className={`${frame.card} ${styles.card}`}>
        <Cover />
        <p className={styles.facts}>
          <span className={styles.category}>{newest.category}</span>
          <span className={frame.muted}>
            <Icon name="clock" size={14} />
            {t('readingTime', { count: newest.readingMinutes })}
          </span>
        </p>
        <p className={styles.title}>{newest.title}</p>
      </li>
    </ol>
  )
}
