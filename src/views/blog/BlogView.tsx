import { useTranslation } from 'react-i18next'

import { Button } from '../../components/Button/Button'
import { CallToAction } from '../../components/CallToAction/CallToAction'
import { PageHero } from '../../components/PageHero/PageHero'
import { Section } from '../../components/Section/Section'
import type { BlogIndexData } from '../../features/blog/blogData'
import { CategoryFilter } from '../../features/blog/CategoryFilter'
import { postsInCategory } from '../../features/blog/categoryFilter'
import { PostGrid } from '../../features/blog/PostGrid'
import { useCategoryFilter } from '../../features/blog/useCategoryFilter'
import { AS_OBJECT } from '../../features/i18n/asObject'
import type { ViewProps } from '../../routing/contract'
import { heroText } from '../shared/heroText'
import styles from './BlogView.module.css'

/** /blog: every post as a card, filtered by category, the choice kept in the address. */
export default function BlogView({ data }: ViewProps<BlogIndexData>) {
  const { t } = useTranslation('blog')
  const [category, setCategory] = useCategoryFilter()
  const posts = postsInCategory(data.posts, category)
  return (
    <>
      <PageHero gradient="purple" {...heroText(t('hero', AS_OBJECT))} />
      <Section headingId="blog-posts" title={t('list.title')} hideTitle>
        <CategoryFilter selected={category} onSelect={setCategory} />
        {posts.length > 0 ? (
          <PostGrid posts={posts} leadsPage />
        ) : (
          <div className={styles.empty}>
            <p role="status">{t('list.empty')}</p>
            <Button variant="text" onClick={() => setCategory(null)}>
              {t('list.showAll')}
            </Button>
          </div>
        )}
      </Section>
      <CallToAction />
    </>
  )
}
