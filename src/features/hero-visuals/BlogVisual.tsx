import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import type { PostSummary } from '../blog/blogData'
import styles from './BlogVisual.module.css'
import { Frame } from './parts'
import shared from './visual.module.css'

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
    <Frame as="ol" className={styles.stack}>
      {[1, 2].map((behind) => (
        <li key={behind} className={`${shared.card} ${styles.card}`}>
          <Cover />
        </li>
      ))}
      <li className={`${shared.card} ${styles.card}`}>
        <Cover />
        <p className={`${shared.row} ${shared.small} ${shared.title} ${styles.facts}`}>
          <span className={`${shared.pill} ${shared.highlight}`}>{newest.category}</span>
          <span className={`${shared.row} ${shared.muted} ${shared.tight}`}>
            <Icon name="clock" size={14} />
            {t('readingTime', { count: newest.readingMinutes })}
          </span>
        </p>
        <p className={styles.title}>{newest.title}</p>
      </li>
    </Frame>
  )
}
