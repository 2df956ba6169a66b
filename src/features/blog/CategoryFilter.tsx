import { useTranslation } from 'react-i18next'

import type { BlogCategory } from '../../content/blog/posts'
import { categoryQueryValue } from './categoryFilter'
import styles from './CategoryFilter.module.css'

/** Toggle buttons (categories are acronyms, only "All" translated); hidden without script, when every post shows. */
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
