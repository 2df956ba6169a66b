import { ICON_SYMBOL_PREFIX, PAGE_ICON_SPRITE_CLASS } from './iconNames'

const SYMBOL = /<symbol id="([^"]+)"[^>]*>[\s\S]*?<\/symbol>/g
const ICON_USE = new RegExp(`<use href="#(${ICON_SYMBOL_PREFIX}[^"]+)"`, 'g')

/** Each `<symbol>` of a sprite, by its id, as the sprite writes it. Read once per build. */
export function spriteSymbols(spriteSvg: string): ReadonlyMap<string, string> {
  return new Map([...spriteSvg.matchAll(SYMBOL)].map((match) => [match[1] ?? '', match[0]]))
}

/** The page's icons' symbols, copied into it: a referenced SVG costs a document (docs/decisions.md); a missing icon fails. */
export function pageIconSprite(
  appHtml: string,
  symbols: ReadonlyMap<string, string>,
  also: readonly string[] = [],
): string {
  const drawnNow = [...appHtml.matchAll(ICON_USE)].map((match) => match[1] ?? '')
  const used = [...new Set([...drawnNow, ...also])]
  if (used.length === 0) return ''
  const drawn = used.map((id) => {
    const symbol = symbols.get(id)
    if (!symbol) throw new Error(`The page draws the icon "${id}", which the sprite lacks`)
    return symbol
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" class="${PAGE_ICON_SPRITE_CLASS}" width="0" height="0" aria-hidden="true" focusable="false">${drawn.join('')}</svg>`
}
