/** How long the pointer may leave before a hover-opened Services menu closes (crossing the gap). */
const HOVER_CLOSE_DELAY_MS = 150

/** The desktop Services menu: hover or click opens, a click pins, outside click, Escape, focus leaving or a link close. */
function servicesMenu(item: HTMLElement): void {
  const button = item.querySelector('button')
  if (!button) return
  let mode: 'hover' | 'click' | null = null
  let closing: ReturnType<typeof setTimeout> | undefined
  const set = (next: typeof mode) => {
    clearTimeout(closing)
    mode = next
    button.setAttribute('aria-expanded', String(next !== null))
  }
  item.addEventListener('mouseenter', () => {
    clearTimeout(closing)
    if (!mode) set('hover')
  })
  item.addEventListener('mouseleave', () => {
    if (mode === 'hover') closing = setTimeout(() => set(null), HOVER_CLOSE_DELAY_MS)
  })
  button.addEventListener('click', () => set(mode === 'hover' || mode === null ? 'click' : null))
  // Closed before the next page: Back must not return to it open.
  item.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) set(null)
  })
  item.addEventListener('focusout', (event) => {
    if (!item.contains(event.relatedTarget as Node | null)) set(null)
  })
  document.addEventListener('pointerdown', (event) => {
    if (mode && !item.contains(event.target as Node)) set(null)
  })
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !mode) return
    const focusWasInside = item.contains(document.activeElement)
    set(null)
    if (focusWasInside) button.focus()
  })
}

/** A `<details>` menu: Escape, Tab out, a tap outside or a chosen link close it, so Back never returns to it open. */
function disclosureMenu(menu: HTMLDetailsElement): void {
  const close = () => {
    for (const open of menu.querySelectorAll('details[open]')) open.removeAttribute('open')
    menu.removeAttribute('open')
  }
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return
    close()
    menu.querySelector('summary')?.focus()
  })
  // Only a move to another control counts: a tap on the panel's padding moves focus nowhere.
  menu.addEventListener('focusout', (event) => {
    const next = event.relatedTarget
    if (menu.open && next instanceof Node && !menu.contains(next)) close()
  })
  menu.addEventListener('click', (event) => {
    const target = event.target as Element
    if (target.closest('[data-menu-backdrop], a')) close()
  })
}

export function enhanceMenus(): void {
  for (const item of document.querySelectorAll<HTMLElement>('[data-services-menu]')) {
    servicesMenu(item)
  }
  for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-menu]')) {
    disclosureMenu(menu)
  }
}
