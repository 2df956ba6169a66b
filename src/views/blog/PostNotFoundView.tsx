import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Button } from '../../components/Button/Button'
import { blogPageTitle } from '../../features/blog/blogHead'
import type { HeadBuilder } from '../../routing/contract'
import { BLOG_PATH } from '../../routing/paths'
import styles from './PostNotFoundView.module.css'

export const head: HeadBuilder = ({ t }) => ({
  title: blogPageTitle(t, t('blog:notFound.title')),
  description: t('blog:notFound.description'),
  breadcrumb: t('blog:notFound.title'),
})

/** /blog/{slug} for a slug no post has: says so, and leads back to the blog. */
export default function PostNotFoundView() {
  const { t } = useTranslation('blog')
  return (
    <section className={styles.notFound} aria-labelledby="post-not-found">
      <h1 id="post-not-found" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Button to={BLOG_PATH} variant="gradient" size="large">
        <ArrowLeft aria-hidden="true" size={18} />
        {t('notFound.back')}
      </Button>
    </section>
  )
}
