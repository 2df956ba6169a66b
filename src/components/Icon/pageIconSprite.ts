import { ICON_SYMBOL_PREFIX, PAGE_ICON_SPRITE_CLASS } from './iconNames'

const SYMBOL = /<symbol id="([^"]+)"[^>]*>[\s\S]*?<\/symbol>/g
const ICON_USE = new RegExp(`<use href="#(${ICON_SYMBOL_PREFIX}[^"]+)"`, 'g')

/** Each `<symbol>` of a sprite, by its id, as the sprite writes it. Read once per build. */
export function spriteSymbols(spriteSvg: string): ReadonlyMap<string, string> {
  return new Map([...spriteSvg.matchAll(SYMBOL)].map((match) => [match[1] ?? '', match[0]]))
}

/**
 * The symbols of the icons a prerendered page draws, copied from the sprite into the page: an
 * SVG the page points at from an `<img>` or a `<use>` costs the browser a document of its own
 * (117-170 ms of a phone's main thread with the CPU slowed 4x, on every page), while a few
 * symbols in the page cost next to nothing. Hidden by the global stylesheet; a `<use>` still
 * draws them. Empty when the page draws no icon; an icon missing from the sprite fails the build.
 */
export function pageIconSprite(
  appHtml: string,
  symbols: ReadonlyMap<string, string>,
  /** Icons the page's islands draw only in some state, which its HTML does not show yet. */
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
