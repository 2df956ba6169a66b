import { useTranslation } from 'react-i18next'

import type { BlogCategory } from '../../content/blog/posts'
import { categoryQueryValue } from './categoryFilter'
import styles from './CategoryFilter.module.css'

/**
 * All, then each category the posts have (SEO, CRO, UX, SaaS), as toggle buttons; the chosen
 * one is `aria-pressed`, and filterPostsByCategory makes them work. Category names are the
 * industry's own acronyms, the same in every language; only "All" is translated. Without
 * JavaScript the buttons could do nothing, so CSS hides them and every post shows.
 */
export function CategoryFilter({ categories }: { categories: readonly BlogCategory[] }) {
  const { t } = useTranslation('blog')
  const options = [
    { value: '', label: t('filter.all') },
    ...categories.map((category) => ({ value: categoryQueryValue(category), label: category })),
  ]
  return (
    <div
      role="group"
      aria-label={t('filter.label')}
      className={styles.filter}
      data-category-filter=""
    >
      {options.map(({ value, label }) => (
        <button
          key={label}
          type="button"
          className={styles.option}
          aria-pressed={value === ''}
          data-category-value={value}
        >
          {label}
        </button>
      ))}
    </div>
  )
}
