import type { BlogCategory } from '../../content/blog/posts'

const CATEGORY_PARAM = 'category'

export function categoryQueryValue(category: BlogCategory): string {
  return category.toLowerCase()
}

/** Shows one category's posts; the choice is replaced into `?category=` (not a new page), so reloads and links keep it. */
export function filterPostsByCategory(): void {
  const filter = document.querySelector<HTMLElement>('[data-category-filter]')
  if (!filter) return
  const buttons = [...filter.querySelectorAll<HTMLButtonElement>('button[data-category-value]')]
  const show = (wanted: string) => {
    const known = buttons.some((button) => button.dataset.categoryValue === wanted)
    const chosen = known ? wanted : ''
    for (const button of buttons) {
      button.setAttribute('aria-pressed', String(button.dataset.categoryValue === chosen))
    }
    for (const post of document.querySelectorAll<HTMLElement>('[data-category]')) {
      post.hidden = chosen !== '' && post.dataset.category !== chosen
    }
    return chosen
  }
  filter.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-category-value]')
    if (!button) return
    const chosen = show(button.dataset.categoryValue ?? '')
    const address = new URL(window.location.href)
    if (chosen) address.searchParams.set(CATEGORY_PARAM, chosen)
    else address.searchParams.delete(CATEGORY_PARAM)
    history.replaceState(history.state, '', address)
  })
  show(new URLSearchParams(window.location.search).get(CATEGORY_PARAM)?.toLowerCase() ?? '')
}
