import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { expect, test } from 'vitest'

import { CLIENT_DIR } from '../../scripts/lib/pageAssets.mjs'
import { spriteSymbols } from '../../src/components/Icon/pageIconSprite'
import { islandIcons,type IslandName } from '../../src/features/islands/islands'
import { builtPagesByPath } from './builtPages'

const pages = [...(await builtPagesByPath()).values()]
const assetNamed = (prefix: string) => {
  const files = readdirSync(join(CLIENT_DIR, 'assets')).filter(
    (name) => name.startsWith(`${prefix}.`) && name.endsWith('.svg'),
  )
  expect(files, `one ${prefix} sprite in the build`).toHaveLength(1)
  return readFileSync(join(CLIENT_DIR, 'assets', files[0] ?? ''), 'utf8')
}

test('every icon on every page points at a symbol the page carries, as the icon sprite draws it', () => {
  const iconSprite = assetNamed('icons')
  const drawing = spriteSymbols(iconSprite)
  let uses = 0
  for (const page of pages) {
    const carried = page.document.querySelector('body > svg.icon-sprite')
    for (const use of page.document.querySelectorAll('#root svg use[href^="#"]')) {
      const id = (use.getAttribute('href') ?? '').slice(1)
      expect(carried?.querySelector(`symbol[id="${id}"]`), `${page.path}: no "${id}"`).toBeTruthy()
      expect(drawing.get(id), `${page.path}: the sprite has no "${id}"`).toBeDefined()
      expect(page.html, `${page.path}: "${id}" drawn otherwise`).toContain(drawing.get(id))
      uses += 1
    }
    // Only what the page draws, now or once an island shows another state (a sent form's check).
    const islands = [...page.document.querySelectorAll<HTMLElement>('[data-island]')].map(
      (island) => ({ name: island.dataset.island as IslandName }),
    )
    const later = islandIcons(islands)
    for (const symbol of carried?.querySelectorAll('symbol') ?? []) {
      expect(
        page.document.querySelector(`#root use[href="#${symbol.id}"]`) ?? later.includes(symbol.id),
        `${page.path}: carries "${symbol.id}" and draws it nowhere`,
      ).toBeTruthy()
    }
  }
  expect(uses).toBeGreaterThan(pages.length)
})

test('every picture on every page points at a symbol the picture sprite draws', () => {
  const pictureSprite = assetNamed('pictures')
  let uses = 0
  for (const page of pages) {
    for (const use of page.document.querySelectorAll('#root svg use:not([href^="#"])')) {
      const [file = '', name = ''] = (use.getAttribute('href') ?? '').split('#')
      expect(file, `${page.path}: a drawing outside the sprites`).toMatch(
        /^\/assets\/pictures\.[\w-]+\.svg$/,
      )
      expect(pictureSprite, `${page.path}: ${file} has no symbol "${name}"`).toContain(
        `<symbol id="${name}" `,
      )
      uses += 1
    }
  }
  expect(uses).toBeGreaterThan(0)
})
