import { useTranslation } from 'react-i18next'

import { blogCategories, type BlogCategory } from '../../content/blog/posts'
import styles from './CategoryFilter.module.css'

interface CategoryFilterProps {
  selected: BlogCategory | null
  onSelect: (category: BlogCategory | null) => void
}

/**
 * All, SEO, CRO, UX, SaaS as toggle buttons; the chosen one is `aria-pressed`. Category names
 * are the industry's own acronyms, the same in every language; only "All" is translated.
 * Without JavaScript the buttons could do nothing, so CSS hides them and every post shows.
 */
export function CategoryFilter({ selected, onSelect }: CategoryFilterProps) {
  const { t } = useTranslation('blog')
  const options: { category: BlogCategory | null; label: string }[] = [
    { category: null, label: t('filter.all') },
    ...blogCategories.map((category) => ({ category, label: category })),
  ]
  return (
    <div role="group" aria-label={t('filter.label')} className={styles.filter}>
      {options.map(({ category, label }) => (
        <button
          key={label}
          type="button"
          className={styles.option}
          aria-pressed={selected === category}
          onClick={() => onSelect(category)}
        >
          {label}
        </button>
      ))}
    </div>
  )
}
