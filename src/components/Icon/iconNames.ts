/**
 * Every icon the site shows, by its lucide name (lucide.dev/icons). The build draws each one once
 * into a sprite (tooling/iconSprite.ts) and copies into a page the ones it draws, so no icon's drawing
 * travels in a page's JavaScript: that was 2-4.4 KB gzipped per page as lucide-react components.
 * Adding an icon: add its name here, then use `<Icon name="…" />`.
 */
export const ICON_NAMES = [
  'arrow-left',
  'arrow-right',
  'arrow-right-left',
  'atom',
  'badge-check',
  'book-open',
  'braces',
  'brain-circuit',
  'building',
  'calendar',
  'chart-column',
  'check',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'circle-check',
  'circle-x',
  'clipboard-check',
  'clock',
  'cloud',
  'code',
  'code-xml',
  'credit-card',
  'database',
  'download',
  'external-link',
  'eye',
  'file-down',
  'file-search',
  'file-text',
  'flask-conical',
  'gauge',
  'git-branch',
  'languages',
  'layers',
  'layout-template',
  'life-buoy',
  'list-checks',
  'mail',
  'map-pin',
  'menu',
  'message-circle',
  'monitor',
  'mouse-pointer-click',
  'palette',
  'pen-line',
  'phone',
  'puzzle',
  'quote',
  'search',
  'send',
  'shield-check',
  'shopping-bag',
  'shopping-cart',
  'smartphone',
  'sparkles',
  'star',
  'target',
  'timer',
  'trending-up',
  'triangle',
  'user-cog',
  'users',
  'wifi-off',
  'wrench',
  'x',
] as const

export type IconName = (typeof ICON_NAMES)[number]

export const ICON_SYMBOL_PREFIX = 'icon-'

/**
 * The id of an icon's symbol, in the sprite and in the page's own copy of the symbols it
 * uses (pageIconSprite.ts): `icon-check`. Prefixed, so it never meets an id of the page's own.
 */
export const iconSymbolId = (name: IconName) => `${ICON_SYMBOL_PREFIX}${name}`

/** The class of the page's own copy of its icons' symbols (pageIconSprite.ts, iconHref.ts). */
export const PAGE_ICON_SPRITE_CLASS = 'icon-sprite'
