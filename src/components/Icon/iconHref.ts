import { type IconName, iconSymbolId } from './iconNames'

/**
 * Where an icon's `<use>` points: into the page, which carries the symbol of every icon it
 * draws, its islands' included (pageIconSprite.ts).
 */
export function iconHref(name: IconName): string {
  return `#${iconSymbolId(name)}`
}
