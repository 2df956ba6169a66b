import { type IconName, iconSymbolId } from './iconNames'

/** Into the page, which carries every icon it draws, its islands' included (pageIconSprite.ts). */
export function iconHref(name: IconName): string {
  return `#${iconSymbolId(name)}`
}
