import spriteUrl from 'virtual:icon-sprite'

import { type IconName, iconSymbolId, PAGE_ICON_SPRITE_CLASS } from './iconNames'

/** The symbols the prerender copied into the page the visitor arrived on, read once. */
let symbolsInPage: ReadonlySet<string> | undefined

/**
 * Where an icon's `<use>` points. The prerender copies every icon a page draws into the page
 * (pageIconSprite.ts), so on the page the visitor arrived on, and in the prerender itself, it
 * points into the page; hydration then writes what the prerender wrote. A page reached later in
 * the app may draw an icon the first did not: that one comes from the sprite file, fetched then.
 */
export function iconHref(name: IconName): string {
  const id = iconSymbolId(name)
  if (typeof document === 'undefined') return `#${id}`
  symbolsInPage ??= new Set(
    Array.from(
      document.querySelectorAll(`.${PAGE_ICON_SPRITE_CLASS} symbol`),
      (symbol) => symbol.id,
    ),
  )
  return symbolsInPage.has(id) ? `#${id}` : `${spriteUrl}#${id}`
}
