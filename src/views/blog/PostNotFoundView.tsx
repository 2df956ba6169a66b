import { useTranslation } from 'react-i18next'

import { Button } from '../../components/Button/Button'
import { Icon } from '../../components/Icon/Icon'
import { BLOG_PATH } from '../../routing/paths'
import styles from './PostNotFoundView.module.css'

export default function PostNotFoundView() {
  const { t } = useTranslation('blog')
  return (
    <section className={styles.notFound} aria-labelledby="post-not-found">
      <h1 id="post-not-found" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Button to={BLOG_PATH} variant="gradient" size="large">
        <Icon name="arrow-left" size={18} />
        {t('notFound.back')}
      </Button>
    </section>
  )
}
