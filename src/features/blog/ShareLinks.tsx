import { useTranslation } from 'react-i18next'

import { OutboundLink } from '../../components/OutboundLink/OutboundLink'
import { shareLinks } from './shareLinks'
import styles from './ShareLinks.module.css'

export function ShareLinks({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation('blog')
  const links = shareLinks(title, url)
  return (
    <section aria-labelledby="post-share" className={styles.share}>
      <h2 id="post-share" className={styles.heading}>
        {t('post.share.title')}
      </h2>
      <ul className={styles.links}>
        <li>
          <OutboundLink href={links.x} className={styles.link}>
            {t('post.share.x')}
          </OutboundLink>
        </li>
        <li>
          <OutboundLink href={links.linkedin} className={styles.link}>
            {t('post.share.linkedin')}
          </OutboundLink>
        </li>
      </ul>
    </section>
  )
}
