import { useTranslation } from 'react-i18next'

import { Button } from '../../components/Button/Button'
import type { PostSummary } from './blogData'
import styles from './BlogPostList.module.css'
import { CategoryFilter } from './CategoryFilter'
import { postsInCategory } from './categoryFilter'
import { PostGrid } from './PostGrid'
import { useCategoryFilter } from './useCategoryFilter'

/**
 * The blog's posts under the category filter, or a way back to every post when a category has
 * none. The chosen category is its own state, not the view's: it changes right after the list
 * hydrates (useCategoryFilter), and a change above a section still waiting to hydrate would make
 * React drop the section's prerendered HTML and build it anew (HydrateWhenNear).
 */
export function BlogPostList({ posts }: { posts: readonly PostSummary[] }) {
  const { t } = useTranslation('blog')
  const [category, setCategory] = useCategoryFilter()
  const shown = postsInCategory(posts, category)
  return (
    <>
      <CategoryFilter selected={category} onSelect={setCategory} />
      {shown.length > 0 ? (
        <PostGrid posts={shown} leadsPage />
      ) : (
        <div className={styles.empty}>
          <p role="status">{t('list.empty')}</p>
          <Button variant="text" onClick={() => setCategory(null)}>
            {t('list.showAll')}
          </Button>
        </div>
      )}
    </>
  )
}
