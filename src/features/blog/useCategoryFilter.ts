import { useSearchParams } from 'react-router-dom'

import type { BlogCategory } from '../../content/blog/posts'
import { useHydrated } from '../no-js/useHydrated'
import { CATEGORY_PARAM, categoryFromQuery, categoryQueryValue } from './categoryFilter'

/**
 * The blog's chosen category, kept in the address (`?category=cro`) so it survives a reload
 * and can be shared. Choosing replaces the history entry: filtering is not a new page.
 */
export function useCategoryFilter(): [
  BlogCategory | null,
  (category: BlogCategory | null) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams()
  // The prerendered page shows every post; the address's category applies once hydrated.
  const hydrated = useHydrated()
  const selected = hydrated ? categoryFromQuery(searchParams.get(CATEGORY_PARAM)) : null
  const select = (category: BlogCategory | null) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (category === null) next.delete(CATEGORY_PARAM)
        else next.set(CATEGORY_PARAM, categoryQueryValue(category))
        return next
      },
      { replace: true },
    )
  }
  return [selected, select]
}
