import { useSyncExternalStore } from 'react'
import { useSearchParams } from 'react-router-dom'

import type { BlogCategory } from '../../content/blog/posts'
import { CATEGORY_PARAM, categoryFromQuery, categoryQueryValue } from './categoryFilter'

const subscribeToNothing = () => () => {}

/**
 * False while the server renders and while the browser hydrates, true afterwards. The
 * prerendered page cannot know the address's query, so it shows every post; the chosen
 * category applies right after hydration, which must first match that HTML.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}

/**
 * The blog's chosen category, kept in the address (`?category=cro`) so it survives a reload
 * and can be shared. Choosing replaces the history entry: filtering is not a new page.
 */
export function useCategoryFilter(): [
  BlogCategory | null,
  (category: BlogCategory | null) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams()
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
