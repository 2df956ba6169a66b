import { useTranslation } from 'react-i18next'

import { OutboundLink } from '../../components/OutboundLink/OutboundLink'
import { authorName, type BlogAuthorId, blogAuthors } from '../../content/blog/authors'
import styles from './AuthorByline.module.css'
import { authorRole } from './authorRole'

const AVATAR_SIZE = 56

export function AuthorByline({ author }: { author: BlogAuthorId }) {
  const { t } = useTranslation('blog')
  const name = authorName(author)
  return (
    <div className={styles.byline}>
      <img
        className={styles.avatar}
        src={blogAuthors[author].avatar}
        alt=""
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
      />
      <p className={styles.text}>
        <span className="visually-hidden">{t('post.byline')} </span>
        <strong className={styles.name}>{name}</strong>
        <span className={styles.role}>{authorRole(t, author)}</span>
        <OutboundLink href={blogAuthors[author].profileUrl} className={styles.profile}>
          {t('post.profile', { name })}
        </OutboundLink>
      </p>
    </div>
  )
}
