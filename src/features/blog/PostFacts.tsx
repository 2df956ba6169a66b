import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import { formatLongDate } from '../i18n/format'
import { useFormatting } from '../i18n/formatting'
import type { PostSummary } from './blogData'
import styles from './PostFacts.module.css'

export function PostFacts({
  post,
}: {
  post: Pick<PostSummary, 'category' | 'publishedAt' | 'readingMinutes'>
}) {
  const { t } = useTranslation('blog')
  const formatting = useFormatting()
  return (
    <p className={styles.facts}>
      <span className={styles.category}>{post.category}</span>
      <time dateTime={post.publishedAt}>{formatLongDate(formatting, post.publishedAt)}</time>
      <span className={styles.readingTime}>
        <Icon name="clock" size={14} />
        {t('readingTime', { count: post.readingMinutes })}
      </span>
    </p>
  )
}
