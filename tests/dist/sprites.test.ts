import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { expect, test } from 'vitest'

import { CLIENT_DIR } from '../../scripts/lib/pageAssets.mjs'
import { spriteSymbols } from '../../src/components/Icon/pageIconSprite'
import { islandIcons, type IslandName } from '../../src/features/islands/islands'
import { builtPagesByPath } from './builtPages'

const pages = [...(await builtPagesByPath()).values()]
const spritesNamed = (prefix: string) =>
  readdirSync(join(CLIENT_DIR, 'assets')).filter(
    (name) => name.startsWith(`${prefix}.`) && name.endsWith('.svg'),
  )

test('every icon on every page points at a symbol the page carries, drawn alike on every page', () => {
  expect(spritesNamed('icons'), 'no icon sprite file: pages carry their icons').toEqual([])
  const drawing = new Map<string, string>()
  let uses = 0
  for (const page of pages) {
    const carried = page.document.querySelector('body > svg.icon-sprite')
    for (const [id, symbol] of spriteSymbols(carried?.outerHTML ?? '')) {
      expect(symbol, `${page.path}: "${id}" is empty`).toMatch(/viewBox="0 0 24 24"><\w/)
      expect(symbol, `${page.path}: "${id}" drawn otherwise`).toBe(drawing.get(id) ?? symbol)
      drawing.set(id, symbol)
    }
    for (const use of page.document.querySelectorAll('#root svg use[href^="#"]')) {
      const id = (use.getAttribute('href') ?? '').slice(1)
      expect(carried?.querySelector(`symbol[id="${id}"]`), `${page.path}: no "${id}"`).toBeTruthy()
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
  expect(drawing.size, 'icons drawn across the site').toBeGreaterThan(20)
})

test('every picture on every page points at a symbol the picture sprite draws', () => {
  const [file = ''] = spritesNamed('pictures')
  expect(file, 'one picture sprite in the build').not.toBe('')
  const pictureSprite = readFileSync(join(CLIENT_DIR, 'assets', file), 'utf8')
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
